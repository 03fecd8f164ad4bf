import pygame

from game.ui.scene import Scene, SceneStack


class App:
    def __init__(self) -> None:
        self.log: list[str] = []


class Logged(Scene):
    def __init__(
        self,
        app: App,
        name: str,
        consume: bool = True,
        opaque: bool = True,
        colour: tuple[int, int, int] = (0, 0, 0),
    ) -> None:
        super().__init__(app)
        self.name = name
        self.consume = consume
        self.opaque = opaque
        self.colour = colour
        self.events: list[int] = []
        self.updated = 0.0

    def _log(self, what: str) -> None:
        self.app.log.append(f"{self.name}.{what}")

    def enter(self) -> None:
        self._log("enter")

    def exit(self) -> None:
        self._log("exit")

    def pause(self) -> None:
        self._log("pause")

    def resume(self) -> None:
        self._log("resume")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return self.consume

    def update(self, dt: float) -> None:
        self.updated += dt

    def draw(self, surface: pygame.Surface) -> None:
        self._log("draw")
        if self.opaque:
            surface.fill(self.colour)
        else:
            surface.fill(self.colour, pygame.Rect(0, 0, 10, 10))


def test_lifecycle_calls_are_paired_and_ordered() -> None:
    app = App()
    stack = SceneStack()
    a, b, c = Logged(app, "a"), Logged(app, "b"), Logged(app, "c")
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    stack.push(b)
    stack.clear()
    assert app.log == [
        "a.enter",
        "a.pause",
        "b.enter",
        "b.exit",
        "c.enter",
        "c.exit",
        "a.resume",
        "a.pause",
        "b.enter",
        "b.exit",
        "a.resume",
        "a.exit",
    ]
    for name in "abc":
        assert app.log.count(f"{name}.enter") == app.log.count(f"{name}.exit")
        assert app.log.count(f"{name}.pause") == app.log.count(f"{name}.resume")
    assert not stack


def test_scene_keeps_the_app_context() -> None:
    app = App()
    assert Logged(app, "x").app is app


def test_events_go_top_down_until_consumed() -> None:
    app = App()
    stack = SceneStack()
    bottom = Logged(app, "bottom", consume=True)
    overlay = Logged(app, "overlay", consume=False, opaque=False)
    stack.push(bottom)
    stack.push(overlay)
    ev = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert stack.handle_event(ev) is True
    assert overlay.events == [pygame.KEYDOWN] and bottom.events == [pygame.KEYDOWN]
    overlay.consume = True
    stack.handle_event(ev)
    assert len(overlay.events) == 2 and len(bottom.events) == 1


def test_only_top_scene_updates() -> None:
    app = App()
    stack = SceneStack()
    a, b = Logged(app, "a"), Logged(app, "b", opaque=False)
    stack.push(a)
    stack.push(b)
    stack.update(0.5)
    assert (a.updated, b.updated) == (0.0, 0.5)


def test_overlay_draws_above_scene_below_and_opaque_hides_lower() -> None:
    app = App()
    stack = SceneStack()
    hidden = Logged(app, "hidden", colour=(255, 0, 0))
    table = Logged(app, "table", colour=(0, 128, 0))
    menu = Logged(app, "menu", opaque=False, colour=(0, 0, 255))
    for s in (hidden, table, menu):
        stack.push(s)
    surface = pygame.Surface((40, 40))
    app.log.clear()
    stack.draw(surface)
    assert app.log == ["table.draw", "menu.draw"]
    assert tuple(surface.get_at((5, 5)))[:3] == (0, 0, 255)  # overlay on top
    assert tuple(surface.get_at((30, 30)))[:3] == (0, 128, 0)  # table shows around it
    assert stack.visible() == [table, menu]

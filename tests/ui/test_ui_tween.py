import pytest

from game.ui.tween import EASINGS, Timeline, Tween, TweenGroup, get_easing


class Obj:
    def __init__(self) -> None:
        self.x = 0.0
        self.pos = (0.0, 0.0)


@pytest.mark.parametrize("name", sorted(EASINGS))
def test_easing_endpoints(name: str) -> None:
    f = EASINGS[name]
    assert f(0.0) == pytest.approx(0.0, abs=1e-9)
    assert f(1.0) == pytest.approx(1.0, abs=1e-9)


def test_ease_out_back_overshoots_and_cubic_is_symmetric() -> None:
    assert max(EASINGS["ease_out_back"](i / 100) for i in range(101)) > 1.05
    assert EASINGS["ease_in_out_cubic"](0.5) == pytest.approx(0.5)
    assert EASINGS["ease_in_out_cubic"](0.25) < 0.25
    with pytest.raises(ValueError):
        get_easing("bouncy_castle")


def test_tween_writes_attribute_and_finishes_exactly_once() -> None:
    o = Obj()
    calls: list[int] = []
    t = Tween(10.0, 1.0, target=o, attr="x", easing="linear", on_finish=lambda: calls.append(1))
    t.update(0.25)
    assert o.x == pytest.approx(2.5)
    assert not t.done
    t.update(1.0)
    assert t.done and o.x == 10.0
    t.update(1.0)
    t.skip()
    assert calls == [1]


def test_tuple_tween_and_delay() -> None:
    o = Obj()
    t = Tween((100.0, 50.0), 1.0, target=o, attr="pos", easing="linear", delay=0.5)
    t.update(0.5)
    assert o.pos == (0.0, 0.0)
    t.update(0.5)
    assert o.pos == pytest.approx((50.0, 25.0))


def test_tween_without_target_and_shape_mismatch() -> None:
    t = Tween(4.0, 2.0, start=2.0, easing="linear")
    t.update(1.0)
    assert t.value == pytest.approx(3.0)
    with pytest.raises(ValueError):
        Tween((1.0, 2.0), 1.0, start=(0.0,))
    with pytest.raises(ValueError):
        Tween(1.0, 1.0)  # no start and no target


def test_group_skip_finishes_everything_and_fires_callbacks() -> None:
    a, b = Obj(), Obj()
    fired: list[str] = []
    group = TweenGroup(on_finish=lambda: fired.append("group"))
    group.add(Tween(5.0, 1.0, target=a, attr="x", on_finish=lambda: fired.append("a")))
    group.add(Tween(7.0, 3.0, target=b, attr="x", on_finish=lambda: fired.append("b")))
    group.update(0.1)
    assert not group.done
    group.skip()
    assert group.done
    assert (a.x, b.x) == (5.0, 7.0)
    assert sorted(fired) == ["a", "b", "group"]


def test_group_update_drops_finished_tweens() -> None:
    o = Obj()
    group = TweenGroup([Tween(1.0, 0.5, target=o, attr="x")])
    assert not group.update(0.25)
    assert group.update(0.3)
    assert group.done and o.x == 1.0


def test_timeline_runs_steps_in_order_and_skip_runs_the_rest() -> None:
    o = Obj()
    log: list[str] = []
    tl = Timeline(on_finish=lambda: log.append("end"))
    tl.then(Tween(1.0, 1.0, target=o, attr="x", easing="linear"))
    tl.then(lambda: log.append("sound"))
    tl.then(Tween(3.0, 1.0, target=o, attr="x", easing="linear"))
    tl.update(0.5)
    assert o.x == pytest.approx(0.5) and log == []
    tl.update(0.6)  # first step ends; second step (callable) runs at once
    assert log == ["sound"] and o.x == pytest.approx(1.0)
    tl.skip()
    assert o.x == 3.0 and log == ["sound", "end"] and tl.done

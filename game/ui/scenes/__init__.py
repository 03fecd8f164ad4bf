"""The game's scenes. Each is a :class:`game.ui.scene.Scene` built as ``Scene(app, ...)``.

* ``table.TableScene(app, config)``: a game in progress (also demo/attract mode); its parts
  are the ``game/ui/table_*.py`` modules (see the scene's docstring).
* ``menu.MenuScene(app)``, ``new_game.NewGameScene(app)``, ``settings.SettingsScene(app)``,
  ``rules_screen.RulesScene(app, variant_id)``, ``scoring.ScoringScene(app, state, on_next)``:
  the menus and the hand's score; ``seats`` names seats and sides from the rules' teams.

Every scene is listed in ``game.ui.app.SCENES`` (imported there, so one that fails to import
stops the game at once) with its ``scene_name``.

Lifecycle (see game/ui/scene.py for the stack rules): a scene is constructed, then ``enter()``
when it reaches the stack; ``pause()``/``resume()`` bracket the time another scene sits on top
(an overlay such as the scoring screen: the table keeps being drawn under it but no longer
updates); ``exit()`` when it leaves. The App switches whole screens with ``app.start_game``,
``app.continue_game`` and ``app.open_menu`` (each clears the stack), and overlays are pushed
and popped with ``app.scenes.push`` / ``app.scenes.pop``. An overlay sets ``opaque = False``
so the scene beneath stays visible, and returns False from ``handle_event`` for events it
lets through. ``settings_changed()`` is called on every scene on the stack after the settings
are saved, so card art, layout and language follow the new choices at once.
"""

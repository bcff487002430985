"""The tutorial screens: a lesson's text above the game's real board or table.

- ``view.TutorialView``: one game's tutorial (text panel, board, highlight, progress
  saved under ``tutorial_<game>``).
- the board is the game's own view at a ``ScriptedTable`` (``app/ui/table/scripted.py``).
- ``highlight``: the glowing rings around what a step names.
- ``panel``: the text strip with Next / Restart lesson / Leave / Play a real game.
- ``services``: no autosave, no statistics and no AI for the board.
- ``host.install_tutorials(window)``: the Learn buttons, the Help menu entries and the
  page in the main window.
"""

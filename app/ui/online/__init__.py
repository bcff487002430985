"""Play online (issue 18, the app's side): the Create / Join dialog, hosting a server on
this computer and announcing its tables on the local network, the seats bar shown above
an online game, rejoining after a restart. The table itself is
``app/ui/table/online.py``; the main window's one call here is ``install_online``."""

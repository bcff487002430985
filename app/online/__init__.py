"""Online play (issue 18), without Qt: protocol, server, storage, client core, bot.

- ``protocol.py`` + ``PROTOCOL.md``: the messages, limits and error codes.
- ``server.py``: the authoritative asyncio/websockets server (``python -m app.server``).
- ``table.py``: one table's seats and live game, rebuilt from its log.
- ``games.py``: the one module that knows the games' models.
- ``storage.py``: the storage interface; ``sqlite_storage.py``, ``postgres_storage.py``.
- ``client.py``: the client core the app's ``OnlineTable`` wraps; ``bot.py`` uses it too.
- ``launch.py``: start a server in a child process ("host on this computer").
- ``DEPLOY.md``: two instances + PostgreSQL + a TLS reverse proxy.
"""

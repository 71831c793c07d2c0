"""Play between computers: the host's table is the only authority; clients receive their seats' views.

No pygame here. protocol.py (the messages), seating.py (code, seat plans, tokens), views.py (what one
seat receives), table.py (the authority, without sockets), loop.py/host.py/client.py (websockets on
a thread of their own, polled through queues), serve.py (the headless host), bot.py (a seat played
by the local AI).
"""

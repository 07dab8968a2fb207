"""Link play (issue 45): two handhelds joined by a cable (UART) or over the air (UDP), one
protocol over both. frame.py packs and finds frames in a byte stream, channel.py keeps one
peer's reliable, ordered stream (handshake, acks and resends, heartbeat, link lost); the
transports themselves are the board's (hal/board.py: link_port). Loaded only when a linked
game starts."""
PROTOCOL = 1  # the frames and messages' version: both handhelds must run the same


def open_channel(board, role):
    """A channel to the other handheld over the board's link port (OSError: none)."""
    from firmware import VERSION
    from firmware.link.channel import Channel
    return Channel(board.link_port(role), board.clock, role, board.rng.next32(), VERSION)

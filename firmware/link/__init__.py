"""Link play (issue 45): two handhelds joined by a cable (UART) or over the air (UDP), one
protocol over both. frame.py packs and finds frames in a byte stream, channel.py keeps one
peer's reliable, ordered stream (handshake, acks and resends, heartbeat, link lost); the
transports themselves are the board's (hal/board.py: link_port). Loaded only when a linked
game starts."""
PROTOCOL = 2  # the frames and messages' version: both handhelds must run the same


def open_channel(ctx, role):
    """The game's channel to the other handheld (ctx.link, which the app polls every frame)
    over the board's link port; OSError with a sentence when there is none."""
    from firmware import VERSION
    from firmware.link.channel import Channel
    ctx.link = Channel(ctx.link_port(role), ctx.clock, role, ctx.link_nonce(), VERSION)
    return ctx.link


def open_hub(ctx):
    """The host's channels to every handheld that may join (the board's link_peers: one
    over a cable), as a hub.Hub kept as ctx.link; OSError with a sentence as above. Their
    nonces come from the board's link_nonce, not the game's rng: the deals are then the
    same with 1, 2 or 3 joiners, and no nonce tells a joiner the rng's state."""
    from firmware import VERSION
    from firmware.link.channel import HOST, Channel
    from firmware.link.hub import Hub
    nonce = ctx.link_nonce()
    chans = []
    for peer in range(ctx.link_peers()):
        chans.append(Channel(ctx.link_port(HOST, peer), ctx.clock, HOST, nonce + peer,
                             VERSION))
    ctx.link = Hub(chans)
    return ctx.link

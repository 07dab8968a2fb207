"""The link over the air (a Pico W): UDP datagrams through MicroPython's `socket`, the radio
brought up with `network`. The port runs as it is on any MicroPython or CPython with
sockets (the unix port's tests, the simulator's --air: localhost); only radio() needs the
Pico W. The host listens on the link's port and answers whoever sent to it last (two
handhelds; more is the later step of issue 45); the joiner sends to the host's address."""
import socket

AP_SSID = "PicoParlor"     # the host's own access point, when /board.json names no network
AP_KEY = "parlor-link"
AP_IP = "192.168.4.1"      # where MicroPython's access point puts itself
DATAGRAM = 256             # more than a few frames: the channel sends one at a time


def address(ip, port):
    return socket.getaddrinfo(ip, port)[0][-1]


class UdpPort:
    """host_ip None: the host, bound to port (on bind_ip), its peer whoever sent last;
    else the joiner, sending to host_ip:port."""

    def __init__(self, host_ip, port, bind_ip="0.0.0.0"):
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        sock.bind(address(bind_ip, port if host_ip is None else 0))
        sock.setblocking(False)
        self.sock = sock
        self.peer = None if host_ip is None else address(host_ip, port)

    def write(self, data):
        if self.peer is None:
            return   # nobody has joined yet
        try:
            self.sock.sendto(data, self.peer)
        except OSError:
            pass     # the radio not up yet, or a full buffer: the channel resends

    def read(self):
        try:
            data, sender = self.sock.recvfrom(DATAGRAM)
        except OSError:   # nothing waiting (EAGAIN)
            return None
        self.peer = sender
        return data

    def close(self):
        self.sock.close()


def radio(link, role):
    """Bring the Pico W's radio up for the link (link: board config's "link"): with no
    "ssid", the host makes its access point and the joiner joins it; else both join that
    network. Returns the host's address for the joiner. OSError on a Pico without a radio."""
    try:
        import network
    except ImportError:
        raise OSError("this Pico has no radio: link over the air needs a Pico W")
    if link["ssid"] is None and role == 0:
        ap = network.WLAN(network.AP_IF)
        ap.config(ssid=AP_SSID, key=AP_KEY)
        ap.active(True)
        return None
    sta = network.WLAN(network.STA_IF)
    sta.active(True)
    if link["ssid"] is None:
        sta.connect(AP_SSID, AP_KEY)   # the channel's HELLOs go out once it is connected
        return AP_IP
    sta.connect(link["ssid"], link["password"] or "")
    if role == 0:
        return None
    if link["host_ip"] is None:
        raise OSError("joining over %s needs the host's address: \"host_ip\" in /board.json"
                      % link["ssid"])
    return link["host_ip"]


def open_port(link, role):
    host_ip = radio(link, role)
    return UdpPort(host_ip, link["port"])

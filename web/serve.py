"""Serve the web build on this computer only (make web-serve):

    python -m web.serve [PORT]      http://127.0.0.1:PORT/ (default 8000), Ctrl-C stops

Any static host serves build/web the same way; this one only makes sure the two types a
browser insists on are right on every Python (.mjs as JavaScript, .wasm as WebAssembly)."""
import functools
import http.server
import os
import sys

from web.build import OUT

TYPES = {".mjs": "text/javascript", ".wasm": "application/wasm", ".json": "application/json",
         ".webmanifest": "application/manifest+json"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def log_message(self, *args):
        pass  # one line per file would bury the address


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)
        # else: the browser closed the page or a connection it no longer needs


def server(port=0, directory=OUT):
    """An HTTP server for directory on 127.0.0.1 (port 0: any free port), not yet started."""
    return Server(("127.0.0.1", port), functools.partial(Handler, directory=directory))


def main(argv):
    port = int(argv[0]) if argv else 8000
    if not os.path.exists(os.path.join(OUT, "index.html")):
        raise SystemExit("web.serve: no %s: run `make web` first" % OUT)
    httpd = server(port)
    print("Pico Parlor in a browser: http://127.0.0.1:%d/  (Ctrl-C stops)" % httpd.server_port,
          flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        httpd.server_close()


if __name__ == "__main__":
    main(sys.argv[1:])

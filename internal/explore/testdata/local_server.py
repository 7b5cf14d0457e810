import socketserver


class Upper(socketserver.StreamRequestHandler):
    def handle(self):
        line = self.rfile.readline()
        self.wfile.write(line.upper())


with socketserver.TCPServer(("localhost", 50931), Upper) as server:
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")

package explore

// Phase: explore, the snippet's environment. A client snippet talks to a
// server on this machine (HTTPConnection("localhost", 8080), an echo
// client of 127.0.0.1:8888) that its author ran beside it. The sandbox
// has a loopback interface and no other network, so the prefix starts that
// server, in a thread, on the port the snippet names: HTTP where the
// snippet speaks HTTP (answers follow the method: HEAD has no body; an
// XML-RPC call gets an XML-RPC answer), otherwise an echo over TCP. It is
// declared as the snippet's environment, and never started when the
// snippet serves a port itself.

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	// localURL: http://localhost:8000/... (https would need a certificate).
	localURL = regexp.MustCompile(`\bhttp://(?:localhost|127\.0\.0\.1)(?::(\d+))?`)
	// localPair: ("localhost", 8080) as a call's arguments or an address.
	localPair = regexp.MustCompile(`['"](?:localhost|127\.0\.0\.1)['"]\s*,\s*(\d+)`)
	// portConstant: PORT = 50007 at module level, for a client that
	// connects to (HOST, PORT).
	portConstant = regexp.MustCompile(`(?mi)^\w*port\w*\s*=\s*(\d+)\s*(?:#.*)?$`)
	// connects: the snippet opens a connection itself.
	connects = regexp.MustCompile(`\b(?:connect|create_connection|open_connection|HTTPConnection|ServerProxy|urlopen)\(`)
	// serves: the snippet is a server (or starts one): it binds its port.
	serves = regexp.MustCompile(`\.(?:bind|listen)\(|serve_forever|make_server\(|start_server\(|create_server\(|HTTPServer\(|TCPServer\(|UDPServer\(|XMLRPCServer\(`)
	// speaksHTTP: a client of HTTP (urllib and requests answer offline
	// already, offlineURLLib and offlineHTTP).
	speaksHTTP = regexp.MustCompile(`\b(?:HTTPConnection|ServerProxy|http\.client|xmlrpc)\b`)
)

// localServer is a server the snippet's client expects on this machine.
type localServer struct {
	port int
	http bool
}

// localServers are the servers the snippet connects to on this machine,
// by port, none when it serves one itself.
func localServers(src []byte) []localServer {
	if serves.Match(src) || !connects.Match(src) {
		return nil
	}
	http := speaksHTTP.Match(src)
	var out []localServer
	add := func(p string, isHTTP bool) {
		port, err := strconv.Atoi(p)
		if err != nil || port < 1024 || port > 65535 || slices.ContainsFunc(out, func(s localServer) bool { return s.port == port }) {
			return // a privileged port cannot be served unprivileged
		}
		out = append(out, localServer{port: port, http: isHTTP})
	}
	for _, m := range localURL.FindAllSubmatch(src, -1) {
		if len(m[1]) > 0 {
			add(string(m[1]), true)
		}
	}
	for _, m := range localPair.FindAllSubmatch(src, -1) {
		add(string(m[1]), http)
	}
	if len(out) == 0 {
		for _, m := range portConstant.FindAllSubmatch(src, -1) {
			add(string(m[1]), http)
		}
	}
	return out
}

// localServerHelper serves one connection: an echo, or HTTP requests one
// after another on a kept-alive connection.
const localServerHelper = `import socketserver, threading
class _UnstuckLocal(socketserver.StreamRequestHandler):
    http = True
    def handle(self):
        if not self.http:
            while True:
                data = self.request.recv(65536)
                if not data:
                    return
                self.request.sendall(data)
        while True:
            line = self.rfile.readline()
            if not line.strip():
                return
            method, headers = line.split()[0].decode("latin-1"), {}
            while True:
                h = self.rfile.readline().decode("latin-1")
                if not h.strip():
                    break
                k, _, v = h.partition(":")
                headers[k.strip().lower()] = v.strip()
            body = self.rfile.read(int(headers.get("content-length") or 0))
            ctype, data = "application/json", b'{"key": "value", "items": [1, 2, 3], "name": "example"}'
            if b"<methodCall>" in body:
                import xmlrpc.client
                params, _ = xmlrpc.client.loads(body)
                ctype, data = "text/xml", xmlrpc.client.dumps((params[0] if params else 0,), methodresponse=True).encode()
            head = "HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %d\r\n\r\n" % (ctype, len(data))
            self.wfile.write(head.encode() + (b"" if method == "HEAD" else data))
            self.wfile.flush()
class _UnstuckServer(socketserver.ThreadingTCPServer):
    allow_reuse_address = daemon_threads = True
def _unstuck_serve(port, http):
    handler = type("_UnstuckLocal%d" % port, (_UnstuckLocal,), {"http": http})
    threading.Thread(target=_UnstuckServer(("127.0.0.1", port), handler).serve_forever, daemon=True).start()`

// localServerStatement is the prefix statement that starts the servers
// ("" for none).
func localServerStatement(src []byte) string {
	servers := localServers(src)
	if len(servers) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(localServerHelper)
	for _, s := range servers {
		http := "False"
		if s.http {
			http = "True"
		}
		fmt.Fprintf(&b, "\n_unstuck_serve(%d, %s)", s.port, http)
	}
	return b.String()
}

package explore

// Phase: explore, the snippet's environment. A client snippet talks to a
// server on this machine (HTTPConnection("localhost", 8080), an echo
// client of 127.0.0.1:8888) that its author ran beside it. The sandbox
// has a loopback interface and no other network, so the prefix starts that
// server, in a thread, on the port the snippet names: HTTP where the
// snippet speaks HTTP (answers follow the method: HEAD has no body; an
// XML-RPC call gets an XML-RPC answer), otherwise an echo over TCP. It is
// declared as the snippet's environment, and never started when the
// snippet serves a port itself: then the environment is a client of it.

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

var (
	// localURL: http://localhost:8000/... (https would need a certificate).
	localURL = regexp.MustCompile(`\bhttp://(?:localhost|127\.0\.0\.1)(?::(\d+))?`)
	// localPair: ("localhost", 8080) as a call's arguments or an address.
	localPair = regexp.MustCompile(`['"](?:localhost|127\.0\.0\.1|0\.0\.0\.0|)['"]\s*,\s*(\d+)`)
	// portConstant: PORT = 50007 at module level, for a client that
	// connects to (HOST, PORT).
	portConstant = regexp.MustCompile(`(?mi)^\w*port\w*\s*=\s*(\d+)\s*(?:#.*)?$`)
	// connects: the snippet opens a connection itself.
	connects = regexp.MustCompile(`\b(?:connect|create_connection|open_connection|HTTPConnection|ServerProxy|urlopen|sendto)\(|(?s)create_datagram_endpoint\(.{0,200}?remote_addr`)
	// serves: the snippet is a server (or starts one): it binds its port.
	serves = regexp.MustCompile(`\.(?:bind|listen)\(|serve_forever|make_server\(|start_server\(|create_server\(|HTTPServer\(|TCPServer\(|UDPServer\(|XMLRPCServer\(|(?s)create_datagram_endpoint\(.{0,200}?local_addr`)
	// speaksUDP: the snippet's sockets are datagram ones.
	speaksUDP = regexp.MustCompile(`SOCK_DGRAM|UDPServer|DatagramRequestHandler|create_datagram_endpoint`)
	// servesHTTP: a server of HTTP (XML-RPC's included).
	servesHTTP = regexp.MustCompile(`HTTPServer|make_server|XMLRPCServer|http\.server|wsgiref`)
	// registered: the names an XML-RPC server registers functions under:
	// a quoted last argument (register_function(f, 'add'), name='add'),
	// else the function's own name, called or decorated.
	registered = []*regexp.Regexp{
		regexp.MustCompile(`register_function\([^\n]*?['"](\w+)['"]\s*\)`),
		regexp.MustCompile(`register_function\(\s*(\w+)\s*\)`),
		regexp.MustCompile(`@\w+\.register_function\s*\n\s*def\s+(\w+)`),
	}
	// speaksHTTP: a client of HTTP (urllib and requests answer offline
	// already, offlineURLLib and offlineHTTP).
	speaksHTTP = regexp.MustCompile(`\b(?:HTTPConnection|ServerProxy|http\.client|xmlrpc)\b`)
)

// mailOrFiles: a client of SMTP, FTP, POP3 or IMAP (hosts.go).
var mailOrFiles = regexp.MustCompile(`\b(?:smtplib|ftplib|poplib|imaplib)\b`)

// localServer is a server the snippet's client expects on this machine.
type localServer struct {
	port int
	http bool
	udp  bool // datagrams: an echo over UDP
}

// localServers are the servers the snippet connects to on this machine,
// by port, none when it serves one itself.
func localServers(src []byte) []localServer {
	if serves.Match(src) || !connects.Match(src) || mailOrFiles.Match(src) {
		return nil // a mail or file client's ports speak its protocol: hosts.go serves them
	}
	return localPorts(src, speaksHTTP.Match(src))
}

// localClients are the ports the snippet serves on this machine, each
// with whether it speaks HTTP, for a client to call once.
func localClients(src []byte) []localServer {
	if !serves.Match(src) {
		return nil
	}
	return localPorts(src, servesHTTP.Match(src))
}

// localPorts are the ports of this machine the snippet names.
func localPorts(src []byte, http bool) []localServer {
	var out []localServer
	add := func(p string, isHTTP bool) {
		port, err := strconv.Atoi(p)
		if err != nil || port < 1024 || port > 65535 || slices.ContainsFunc(out, func(s localServer) bool { return s.port == port }) {
			return // a privileged port cannot be served unprivileged
		}
		udp := speaksUDP.Match(src)
		out = append(out, localServer{port: port, http: isHTTP && !udp, udp: udp})
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
def _unstuck_serve(port, http, udp=False):
    if udp:
        import socket
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        s.bind(("127.0.0.1", port))
        def echo():
            while True:
                data, addr = s.recvfrom(65536)
                s.sendto(data, addr)
        threading.Thread(target=echo, daemon=True).start()
        return
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
		fmt.Fprintf(&b, "\n_unstuck_serve(%d, %s", s.port, pyBool(s.http))
		if s.udp {
			b.WriteString(", udp=True")
		}
		b.WriteString(")")
	}
	return b.String()
}

// localClientHelper is the user of a server the snippet runs: once the
// server listens, it sends one request (an HTTP GET, or a line), reads the
// answer to its end, then presses Ctrl-C, as the example's reader would,
// so that serve_forever ends and the lines after it run.
const localClientHelper = `import os, signal, socket, sys, threading, time
def _unstuck_idle():
    # Ctrl-C once the snippet waits for the next request (its main thread
    # in a selector), so that the request's lines have completed.
    main, quiet = threading.main_thread().ident, 0
    for _ in range(80):
        f = sys._current_frames().get(main)
        quiet = quiet + 1 if f is not None and f.f_code.co_filename.endswith("selectors.py") else 0
        if quiet == 2:
            return
        time.sleep(0.025)
def _unstuck_udp_bound(port):
    for table in ("/proc/net/udp", "/proc/net/udp6"):
        try:
            with open(table) as f:
                if any(int(l.split()[1].rsplit(":", 1)[1], 16) == port for l in list(f)[1:]):
                    return True
        except OSError:
            pass
    return False
def _unstuck_client(port, http):
    if http == "udp":  # a datagram server: wait until it holds the port (no handshake to try)
        for _ in range(400):
            if _unstuck_udp_bound(port):
                break
            time.sleep(0.025)
        else:
            return
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as c:
            c.settimeout(5)
            c.sendto(b"hello\n", ("127.0.0.1", port))
            try:
                c.recvfrom(65536)
            except OSError:
                pass
        _unstuck_idle()
        os.kill(os.getpid(), signal.SIGINT)
        return
    for _ in range(400):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=5).close()
            break
        except OSError:
            time.sleep(0.025)
    else:
        return
    try:
        if isinstance(http, tuple):  # an XML-RPC server: call what it registered
            import xmlrpc.client
            p = xmlrpc.client.ServerProxy("http://127.0.0.1:%d" % port)
            for name in http:
                for args in ((2, 3), (2,), ()):
                    try:
                        getattr(p, name)(*args)
                        break
                    except xmlrpc.client.Fault:
                        continue
        else:
            with socket.create_connection(("127.0.0.1", port), timeout=5) as c:
                c.sendall(b"GET / HTTP/1.0\r\nHost: localhost\r\n\r\n" if http else b"hello\n")
                c.shutdown(socket.SHUT_WR)
                while c.recv(65536):
                    pass
    except Exception:
        pass
    _unstuck_idle()
    os.kill(os.getpid(), signal.SIGINT)`

// localClientStatement is the prefix statement that starts the clients
// ("" for none).
func localClientStatement(src []byte) string {
	clients := localClients(src)
	if len(clients) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(localClientHelper)
	var names []string // XML-RPC functions, called by name, in the order registered
	if strings.Contains(string(src), "XMLRPCServer") {
		at := map[int]string{}
		for _, re := range registered {
			for _, m := range re.FindAllSubmatchIndex(src, -1) {
				if _, ok := at[m[0]]; !ok {
					at[m[0]] = strconv.Quote(string(src[m[2]:m[3]]))
				}
			}
		}
		for _, pos := range slices.Sorted(maps.Keys(at)) {
			if !slices.Contains(names, at[pos]) {
				names = append(names, at[pos])
			}
		}
	}
	for _, c := range clients {
		http := pyBool(c.http)
		if c.udp {
			http = `"udp"`
		}
		if c.http && len(names) > 0 {
			http = "(" + strings.Join(names, ", ") + ",)"
		}
		fmt.Fprintf(&b, "\nthreading.Thread(target=_unstuck_client, args=(%d, %s), daemon=True).start()", c.port, http)
	}
	return b.String()
}

// pyBool is b as Python writes it.
func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

package explore

// Phase: explore, the snippet's environment. A client snippet of another
// machine (http.client.HTTPConnection('www.python.org'),
// smtplib.SMTP('localhost') on port 25, ftplib.FTP('ftp.debian.org'),
// poplib, imaplib, socket.create_connection((host, 80))) cannot reach it:
// the sandbox has no network, names do not resolve, and a port below 1024
// cannot be served unprivileged. The prefix declares a network where every
// host name is this machine: name resolution answers with loopback, and
// each port asked for is served, in a thread, by a server speaking that
// port's protocol (SMTP, FTP, POP3, IMAP, HTTP as servers.go answers it;
// an echo for a port nothing tells), started when the snippet first
// connects. The standard library's clients run unchanged over real
// sockets and get the answers such a server gives (a mailbox of one
// message, a directory of one file). TLS ports have no server (the
// connection is refused, as on a machine without one). A port of this
// machine where nothing listens is served so too (smtplib.SMTP('localhost',
// 1025)); one where something does (servers.go's) is reached as it is. Declared as the
// snippet's environment; never made when the snippet serves itself.

import (
	"regexp"
	"strings"
)

var (
	// remoteClient: the snippet uses a client of a network service
	// through the standard library (urllib's openers and requests answer
	// offline already, webdata.go; its legacy URLopener classes open
	// http.client connections of their own).
	remoteClient = regexp.MustCompile(`\b(?:http\.client|HTTPS?Connection|(?:Fancy)?URLopener|xmlrpc\.client|ServerProxy|smtplib|ftplib|poplib|imaplib|create_connection|getaddrinfo|gethostbyname(?:_ex)?|open_connection)\b|\.connect(?:_ex)?\(\s*\(`)
	// clientProtocols: the protocol a port nothing else tells is served
	// with, by the snippet's client module, first found.
	clientProtocols = []struct {
		re    *regexp.Regexp
		proto string
	}{
		{regexp.MustCompile(`\bsmtplib\b|\bSMTP\(`), "smtp"},
		{regexp.MustCompile(`\bftplib\b|\bFTP\(`), "ftp"},
		{regexp.MustCompile(`\bpoplib\b|\bPOP3\(`), "pop3"},
		{regexp.MustCompile(`\bimaplib\b|\bIMAP4\(`), "imap"},
		{regexp.MustCompile(`\bhttp\.client\b|\bHTTPConnection\b|\bxmlrpc\b|\bServerProxy\b|URLopener\b`), "http"},
	}
)

// hostsHelper resolves every name to this machine and serves each port
// asked for (see the file comment); _unstuck_default is the protocol of a
// port no well-known service tells.
const hostsHelper = `import socket, socketserver, threading
_unstuck_well_known = {25: "smtp", 587: "smtp", 2525: "smtp", 21: "ftp", 110: "pop3", 143: "imap", 80: "http", 8000: "http", 8080: "http"}
_unstuck_tls = {443, 465, 993, 995, 990, 8443}
_unstuck_served = {}
_unstuck_message = [b"From: sender@example.com", b"To: you@example.com", b"Subject: Hello", b"", b"Hello from this machine."]
class _UnstuckService(socketserver.StreamRequestHandler):
    proto = "echo"
    def say(self, *lines):
        self.wfile.write(b"".join((l if isinstance(l, bytes) else l.encode()) + b"\r\n" for l in lines))
        self.wfile.flush()
    def commands(self):
        while True:
            line = self.rfile.readline()
            if not line:
                return
            yield line.decode("latin-1").rstrip("\r\n")
    def handle(self):
        getattr(self, "serve_" + self.proto)()
    def serve_echo(self):
        while True:
            data = self.request.recv(65536)
            if not data:
                return
            self.request.sendall(data)
    def serve_http(self):
        self.http = True
        _UnstuckLocal.handle(self)
    def serve_smtp(self):
        self.say("220 localhost ESMTP")
        lines = self.commands()
        for line in lines:
            verb = line.split(" ", 1)[0].upper()
            if verb == "EHLO":
                self.say("250-localhost", "250-SIZE 10240000", "250-8BITMIME", "250-AUTH PLAIN", "250 HELP")
            elif verb == "DATA":
                self.say("354 End data with <CR><LF>.<CR><LF>")
                for l in lines:
                    if l == ".":
                        break
                self.say("250 OK: queued")
            elif verb == "AUTH":
                self.say("235 Authentication successful")
            elif verb == "STARTTLS":
                self.say("454 TLS not available")
            elif verb == "QUIT":
                self.say("221 Bye")
                return
            else:
                self.say("250 OK")
    def serve_ftp(self):
        content = b"\r\n".join(_unstuck_message) + b"\r\n"
        listing = b"-rw-r--r-- 1 ftp ftp %d Jan 01 00:00 README\r\n" % len(content)
        self.say("220 FTP server ready")
        data = None
        for line in self.commands():
            verb, _, arg = line.partition(" ")
            verb = verb.upper()
            if verb == "USER":
                self.say("331 Password required")
            elif verb == "PASS":
                self.say("230 Logged in")
            elif verb == "SYST":
                self.say("215 UNIX Type: L8")
            elif verb == "PWD":
                self.say('257 "/" is the current directory')
            elif verb in ("PASV", "EPSV"):
                data = socket.create_server(("127.0.0.1", 0))
                p = data.getsockname()[1]
                self.say("227 Entering Passive Mode (127,0,0,1,%d,%d)" % (p >> 8, p & 255) if verb == "PASV" else "229 Entering Extended Passive Mode (|||%d|)" % p)
            elif verb in ("LIST", "NLST", "MLSD", "RETR", "STOR", "STOU", "APPE"):
                if data is None:
                    self.say("425 Use PASV first")
                    continue
                self.say("150 Opening data connection")
                conn = data.accept()[0]
                data.close()
                data = None
                with conn:
                    if verb in ("STOR", "STOU", "APPE"):
                        while conn.recv(65536):
                            pass
                    else:
                        conn.sendall({"LIST": listing, "NLST": b"README\r\n", "MLSD": b"type=file;size=%d; README\r\n" % len(content)}.get(verb, content))
                self.say("226 Transfer complete")
            elif verb == "SIZE":
                self.say("213 %d" % len(content))
            elif verb == "MKD":
                self.say('257 "%s" created' % arg)
            elif verb == "RNFR":
                self.say("350 Ready for RNTO")
            elif verb == "QUIT":
                self.say("221 Goodbye")
                return
            elif verb in ("TYPE", "MODE", "STRU", "NOOP", "OPTS", "PORT", "EPRT"):
                self.say("200 OK")
            else:
                self.say("250 OK")
    def serve_pop3(self):
        size = sum(len(l) + 2 for l in _unstuck_message)
        self.say("+OK POP3 server ready")
        for line in self.commands():
            verb, _, arg = line.partition(" ")
            verb = verb.upper()
            if verb == "STAT":
                self.say("+OK 1 %d" % size)
            elif verb == "LIST":
                self.say("+OK 1 %d" % size) if arg else self.say("+OK 1 messages", "1 %d" % size, ".")
            elif verb == "UIDL":
                self.say("+OK 1 message-1") if arg else self.say("+OK", "1 message-1", ".")
            elif verb in ("RETR", "TOP"):
                self.say("+OK %d octets" % size, *_unstuck_message, ".")
            elif verb == "CAPA":
                self.say("+OK", "USER", "UIDL", "TOP", ".")
            elif verb == "QUIT":
                self.say("+OK Bye")
                return
            else:
                self.say("+OK")
    def serve_imap(self):
        msg = b"\r\n".join(_unstuck_message) + b"\r\n"
        self.say("* OK [CAPABILITY IMAP4rev1 AUTH=PLAIN] ready")
        for line in self.commands():
            tag, _, rest = line.partition(" ")
            verb, _, arg = rest.partition(" ")
            verb = verb.upper()
            if verb == "UID":
                verb, _, arg = arg.partition(" ")
                verb = verb.upper()
            if verb == "CAPABILITY":
                self.say("* CAPABILITY IMAP4rev1 AUTH=PLAIN")
            elif verb in ("SELECT", "EXAMINE", "STATUS"):
                self.say("* FLAGS (\\Seen)", "* 1 EXISTS", "* 0 RECENT")
            elif verb == "SEARCH":
                self.say("* SEARCH 1")
            elif verb == "LIST":
                self.say('* LIST (\\HasNoChildren) "/" INBOX')
            elif verb == "FETCH":
                item = (arg.split(" ", 1) + ["(RFC822)"])[1].strip("()").split()[0]
                self.say(b"* 1 FETCH (" + item.encode() + b" {%d}\r\n" % len(msg) + msg + b")")
            elif verb == "LOGOUT":
                self.say("* BYE logging out", tag + " OK LOGOUT completed")
                return
            self.say(tag + " OK " + verb + " completed")
class _UnstuckServices(socketserver.ThreadingTCPServer):
    allow_reuse_address = daemon_threads = True
def _unstuck_listening(port):
    # something of this machine listens on port (state 0A in the kernel's tables)
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            with open(table) as f:
                if any(l.split()[3] == "0A" and int(l.split()[1].rsplit(":", 1)[1], 16) == port for l in list(f)[1:]):
                    return True
        except OSError:
            pass
    return False
def _unstuck_local(host, port):
    # a port of this machine that is served already (servers.go's, this
    # network's, an FTP data connection's), reached as it is
    return host in ("localhost", "127.0.0.1", "::1", "", None) and (not isinstance(port, int) or _unstuck_listening(port))
def _unstuck_port(host, port):
    # the port of this machine that answers host:port
    if isinstance(port, str):
        port = int(port) if port.isdigit() else socket.getservbyname(port)
    if port in _unstuck_tls:
        return port
    if port not in _unstuck_served:
        handler = type("_UnstuckService%d" % port, (_UnstuckService,), {"proto": _unstuck_well_known.get(port, _unstuck_default)})
        server = _UnstuckServices(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        _unstuck_served[port] = server.server_address[1]
    return _unstuck_served[port]
def _unstuck_getaddrinfo(host, port, family=0, type=0, proto=0, flags=0, _real=socket.getaddrinfo):
    if isinstance(host, bytes):
        host = host.decode()
    if port is None or type == socket.SOCK_DGRAM or _unstuck_local(host, port):
        return _real(host, port, family, type, proto, flags)
    return [(socket.AF_INET, type or socket.SOCK_STREAM, proto or 6, "", ("127.0.0.1", _unstuck_port(host, port)))]
def _unstuck_connect(self, address, _real=socket.socket.connect):
    if self.family == socket.AF_INET and self.type == socket.SOCK_STREAM and isinstance(address, tuple) and len(address) == 2 and not _unstuck_local(*address):
        address = ("127.0.0.1", _unstuck_port(*address))
    return _real(self, address)
socket.getaddrinfo = _unstuck_getaddrinfo
socket.gethostbyname = lambda host: "127.0.0.1"
socket.gethostbyname_ex = lambda host: (host, [], ["127.0.0.1"])
socket.socket.connect = _unstuck_connect`

// hostsNote opens the statement; envLabel names it by it.
const hostsNote = "# every host name is this machine, its ports served"

// hostsStatement is the prefix statement of that network ("" when the
// snippet uses no such client, or serves itself). It brings servers.go's
// HTTP handler along, which it serves HTTP with.
func hostsStatement(src []byte) string {
	if serves.Match(src) || !remoteClient.Match(src) {
		return ""
	}
	proto := "echo"
	for _, c := range clientProtocols {
		if c.re.Match(src) {
			proto = c.proto
			break
		}
	}
	var b strings.Builder
	b.WriteString(hostsNote + " (" + proto + " where the port does not tell)\n")
	b.WriteString(localServerHelper + "\n")
	b.WriteString("_unstuck_default = \"" + proto + "\"\n")

	b.WriteString(hostsHelper)
	return b.String()
}

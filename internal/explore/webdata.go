package explore

// Phase: explore, the offline proposer's environment. A snippet that
// reads data from the web by a literal URL (pd.read_csv of a CSV on
// GitHub, urlopen of a JSON file) cannot reach it: the sandbox has no
// network. The resource is made before the snippet runs, as a local file
// shaped as a data file of its name would be (a pandas reader's columns,
// the extension's format), and urllib's opener and requests' transport
// answer the URL from that file. Both are the snippet's environment,
// declared in the prefix header, not stand-ins: the real pandas, urllib
// and requests run.

import (
	"net/url"
	"path"
	"regexp"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

// webDir holds the files the offline answers serve, by host and path.
const webDir = "_web"

// webNote opens a web resource's statement: envLabel names it by its URL.
const webNote = "# the web resource "

var (
	webURLRe  = regexp.MustCompile(`^https?://[\w.-]+(:\d+)?(/[\w.~%+@-]*)*(\?[^\s"']*)?$`)
	webPathRe = regexp.MustCompile(`^[\w.~%+@/-]*$`)
)

// webLiterals are the http(s) URLs written as literals in the snippet,
// implicitly concatenated parts joined ("https://raw..." "/tips.csv").
func webLiterals(t *pyparse.Tree) []string {
	var out []string
	seen := map[string]bool{}
	add := func(v string) {
		if webURLRe.MatchString(v) && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		switch n.Type() {
		case "string":
			add(literalString(t, n))
			return false
		case "concatenated_string":
			var b strings.Builder
			for _, c := range pyparse.Children(n) {
				v := literalString(t, c)
				if v == "" {
					return false // a formatted or byte part: not a URL as written
				}
				b.WriteString(v)
			}
			add(b.String())
			return false
		}
		return true
	})
	return out
}

// webLocal is the file that holds u's content: webDir/host/path, the
// query left out (the offline answer drops it too); "" when the path is
// not a plain one.
func webLocal(u string) string {
	p, err := url.Parse(u)
	if err != nil || p.Host == "" || strings.Contains(p.Path, "..") || !webPathRe.MatchString(p.Path) {
		return ""
	}
	file := strings.TrimPrefix(p.Path, "/")
	if file == "" || strings.HasSuffix(file, "/") {
		file += "index"
	}
	return path.Join(webDir, p.Host, file)
}

// webData are the statements that make the web resources the snippet
// reads by literal URL: a pandas reader's (the columns it reads, its
// format) or a data file's by extension. A URL nothing tells the format
// of is left to the offline answer's JSON.
func (b *builder) webData() []string {
	var out []string
	for _, u := range webLiterals(b.s.Tree) {
		local := webLocal(u)
		if local == "" {
			continue
		}
		st := b.readerContent(u)
		if st != "" {
			st = strings.ReplaceAll(st, strconv.Quote(u), strconv.Quote(local))
		} else if dataFileRe.MatchString(path.Base(local)) {
			st = fileContent(local)
		} else {
			continue
		}
		out = append(out, webNote+u+"\nimport os\nos.makedirs("+strconv.Quote(path.Dir(local))+", exist_ok=True)\n"+st)
	}
	return out
}

// webServed is the Python that finds a URL's made file (webData), shared
// by urllib's offline opener and requests' offline transport.
const webServed = `def _web_file(url):
    import os, urllib.parse
    u = urllib.parse.urlsplit(url)
    rel = u.path.lstrip("/")
    if rel == "" or rel.endswith("/"):
        rel += "index"
    p = os.path.join("` + webDir + `", u.netloc, rel)
    return p if os.path.isfile(p) else None
def _web_answer(url, method):
    import mimetypes
    p = _web_file(url)
    if p is None:
        body, kind = b'{"key": "value", "items": [1, 2, 3], "name": "example"}', "application/json"
    else:
        body, kind = open(p, "rb").read(), mimetypes.guess_type(p)[0] or "application/octet-stream"
    return (b"" if method == "HEAD" else body), kind
`

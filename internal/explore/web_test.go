package explore

// Phase: explore, the snippet's environment: web resources read by a
// literal URL, made as files and answered offline.

import (
	"slices"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

// A snippet reading CSV and JSON from the web runs to its end with the
// real pandas and urllib: each URL's content is a made file of the shape
// its reader needs (the column the snippet sums), HEAD has no body, and
// the header declares the resources as the environment.
func TestWebResourcesAnsweredFromMadeFiles(t *testing.T) {
	tree := fullAndFree(t, "web_data.py")
	n := NodeByID(tree.Nodes, tree.P[0])
	for _, want := range []string{
		"the web resource https://example.org/shop/items.csv?raw=true, answered offline from a made file",
		"the web resource https://example.org/data/prices.csv, answered offline from a made file",
		"HTTP answered offline (urllib's opener)",
	} {
		if !slices.Contains(n.Census.Environment, want) {
			t.Errorf("environment %q lacks %q", n.Census.Environment, want)
		}
	}
	if !strings.Contains(n.Code(), `"price"`) {
		t.Errorf("items.csv is not shaped by its reader's use:\n%s", n.Code())
	}
}

func TestWebLocal(t *testing.T) {
	for u, want := range map[string]string{
		"https://raw.example.com/a/b/tips.csv":   "_web/raw.example.com/a/b/tips.csv",
		"http://example.com:8080/x.json?v=1":     "_web/example.com:8080/x.json",
		"https://example.com":                    "_web/example.com/index",
		"https://example.com/dir/":               "_web/example.com/dir/index",
		"https://example.com/a/../../etc/passwd": "",
	} {
		if got := webLocal(u); got != want {
			t.Errorf("webLocal(%q) = %q, want %q", u, got, want)
		}
	}
	src := []byte("a = ('https://example.com/a' '/b.csv')\nb = f'https://{host}/x.csv'\nc = 'not a url'\nd = \"http://h.org/p.json\"\n")
	tree, err := pyparse.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	got := webLiterals(tree)
	if want := []string{"https://example.com/a/b.csv", "http://h.org/p.json"}; !slices.Equal(got, want) {
		t.Errorf("webLiterals = %q, want %q", got, want)
	}
}

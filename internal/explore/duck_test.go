package explore

import (
	"slices"
	"strings"
	"testing"
)

// A value used through methods is an instance of a real class that has
// them all and is built with no argument: a class named like the value
// first, one method alone only with such a name, the standard library
// before installed packages, then the class nearest to what is used.
func TestDucksPickRealClasses(t *testing.T) {
	ci := &ClassIndex{Modules: map[string]bool{"somepkg": true}, Ducks: map[string][]string{
		"email.feedparser.FeedParser": {"close", "feed"},
		"html.parser.HTMLParser":      {"close", "feed", "get_starttag_text", "goahead", "reset"},
		"threading.Semaphore":         {"acquire", "release"},
		"threading.Condition":         {"acquire", "notify", "release", "wait"},
		"somepkg.Lock":                {"acquire", "release"},
		"io.StringIO":                 {"close", "getvalue", "read", "write"},
	}}
	for _, c := range []struct {
		name         string
		called, read []string
		want         string // first class, "" for none
	}{
		{"html_parser", []string{"feed"}, nil, "html.parser.HTMLParser()"},
		{"parser", []string{"feed"}, nil, "email.feedparser.FeedParser()"},
		{"thing", []string{"close"}, nil, ""}, // one method, no name: too little to go on
		{"lk", []string{"acquire", "release"}, nil, "threading.Semaphore()"},
		{"cond", []string{"acquire", "wait"}, nil, "threading.Condition()"},
		{"parser", []string{"feed"}, []string{"missing"}, ""}, // an attribute no class has
		{"buf", []string{"write", "getvalue"}, nil, "io.StringIO()"},
		{"x", nil, []string{"close"}, ""}, // nothing called
	} {
		ds := ci.ducks(c.name, c.called, c.read)
		got := ""
		if len(ds) > 0 {
			got = ds[0].expr
			if want := "import " + strings.TrimSuffix(got[:strings.LastIndexByte(got, '.')], "."); ds[0].imp != want {
				t.Errorf("%s: import %q, want %q", c.name, ds[0].imp, want)
			}
		}
		if got != c.want {
			t.Errorf("ducks(%q, %v, %v) first = %q, want %q (all %v)", c.name, c.called, c.read, got, c.want, ds)
		}
	}
	if ds := ci.ducks("parser", []string{"feed"}, nil); len(ds) != 2 {
		t.Errorf("parser: %v, want both parsers in turn", ds)
	}
}

func TestNameWordsAndNamespaces(t *testing.T) {
	if got := nameWords("myHTMLParser_2 db_conn"); !slices.Equal(got, []string{"htmlparser", "conn"}) {
		t.Errorf("nameWords = %v", got)
	}
	if got := nameWords("htmlParser"); !slices.Equal(got, []string{"html", "parser"}) {
		t.Errorf("nameWords = %v", got)
	}
	called, read, ok := namespaceAttrs("types.SimpleNamespace(acquire=lambda *args, **kwargs: object(), name='n', release=lambda *args, **kwargs: None)")
	if !ok || !slices.Equal(called, []string{"acquire", "release"}) || !slices.Equal(read, []string{"name"}) {
		t.Errorf("namespaceAttrs: %v %v %v", called, read, ok)
	}
	for _, e := range []string{"types.SimpleNamespace(a=1)", "[1, 2]", "types.SimpleNamespace(m=lambda: 1, o=types.SimpleNamespace(x=1))", "types.SimpleNamespace(m=lambda: 1, o=<?>)"} {
		if _, _, ok := namespaceAttrs(e); ok {
			t.Errorf("namespaceAttrs(%q) ok", e)
		}
	}
	// A driver's argument that committed to a namespace of methods is
	// rewritten as the real instance, with its import.
	ci := &ClassIndex{Ducks: map[string][]string{"threading.Semaphore": {"acquire", "release"}}}
	values, imps, ok := ducked(map[string]string{"f.arg0": "types.SimpleNamespace(acquire=lambda *args, **kwargs: True, release=lambda *args, **kwargs: None)", "f.arg1": "'x'"}, ci, 0)
	if !ok || values["f.arg0"] != "threading.Semaphore()" || values["f.arg1"] != "'x'" || !slices.Equal(imps, []string{"import threading"}) {
		t.Errorf("ducked: %v %v %v", values, imps, ok)
	}
}

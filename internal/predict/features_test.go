package predict

import (
	"reflect"
	"strings"
	"testing"
)

func TestSubTokens(t *testing.T) {
	for in, want := range map[string]string{
		"is_valid":         "is valid",
		"numItems":         "num items",
		"HTTPServer":       "http server",
		"getHTTPResponse2": "get http response 2",
		"__init__":         "init",
		"x":                "x",
		"MAX_SIZE":         "max size",
		"utf8_name":        "utf 8 name",
		"":                 "",
	} {
		var got []string
		for _, s := range subTokens(in, nil) {
			got = append(got, strings.ToLower(in[s[0]:s[1]]))
		}
		if strings.Join(got, " ") != want {
			t.Errorf("%q: %q, want %q", in, got, want)
		}
	}
}

func TestNormToken(t *testing.T) {
	for in, want := range map[string]string{
		`"abc"`: "<str>", `''`: "<str0>", `f"{x}"`: "<fstr>", `rb'\d'`: "<bytes>", `r"x"`: "<str>",
		"1": "1", "100": "100", "1000": "<num>", "0x1F00": "<num>", "1.5e3": "<float>", "3.14159": "<float>",
		"rb": "rb", "for": "for", "(": "(", "self": "self",
	} {
		if got := normToken(in); got != want {
			t.Errorf("normToken(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFeatures(t *testing.T) {
	q := Query{Name: "self.get_items", Kind: "call", Before: strings.Fields("for x in"), After: strings.Fields("( ) :")}
	var b1, b2 featBuf
	a := append([]uint32(nil), features(&q, 1<<18-1, &b1)...)
	if len(a) < 30 || len(a) > maxFeatures {
		t.Errorf("%d features", len(a))
	}
	for _, x := range a {
		if x >= 1<<18 {
			t.Fatalf("bucket %d out of range", x)
		}
	}
	if !reflect.DeepEqual(a, features(&q, 1<<18-1, &b2)) {
		t.Error("features not deterministic")
	}
	// The kind matters.
	q2 := q
	q2.Kind = "attribute"
	if reflect.DeepEqual(a, features(&q2, 1<<18-1, &b2)) {
		t.Error("kind ignored")
	}
	// Very long inputs stay within bounds.
	long := Query{Name: strings.Repeat("very_long_name_", 40), Kind: "name",
		Before: strings.Fields(strings.Repeat("a ", 100)), After: strings.Fields(strings.Repeat("b ", 100))}
	if n := len(features(&long, 1<<18-1, &b2)); n > maxFeatures {
		t.Errorf("%d features", n)
	}
	empty := Query{}
	if n := len(features(&empty, 1<<18-1, &b2)); n == 0 {
		t.Error("no features for an empty query")
	}
}

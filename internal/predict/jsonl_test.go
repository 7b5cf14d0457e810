package predict

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestLineParserMatchesEncodingJSON(t *testing.T) {
	lines := []struct {
		line string
		fast bool // the fast path must handle it
	}{
		{`{"name": "x", "kind": "name", "before": ["a", "b"], "after": [], "class": "None"}`, true},
		{`{"class":"int_pos","count":12,"after":["\u003e","\"s\"","\\","\/","\n\t"],"name":"y","kind":"call","before":[]}`, true},
		{`{"name": "caf\u00e9", "kind": "name", "before": ["\ud83d\ude00", "\ud800x", "\udc00"], "after": ["é", "日本"], "class": "str_nonempty"}`, true},
		{` { "name" : "z" , "kind" : "attribute" , "extra" : {"a": [1, 2.5e3, true, null, {"b": "c"}]}, "class" : "object" } `, true},
		{`{"name": "x", "kind": "name", "class": "None", "count": 0}`, true},
		{`{}`, true},
		{`{"before": [], "after": ["x"]}`, true},
		{`{"name": "x", "name": "y", "kind": "name", "class": "None"}`, true},
		{`{"Name": "x", "kind": "name", "class": "None"}`, false},
		{`{"name": null, "kind": "name", "class": "None"}`, false},
		{`{"name": "x", "kind": "name", "before": null, "class": "None"}`, false},
		{`{"name": "x", "kind": "name", "class": "None", "count": 1.0}`, false},
		{"{\"name\": \"\xff\", \"kind\": \"name\", \"class\": \"None\"}", false},
		{`{"name": "x", "kind": "name", "class": "None"} trailing`, false},
		{`{"name": "x", "kind": "name", "class": "None"`, false},
		{`{"name": "a` + "\t" + `b", "kind": "name", "class": "None"}`, false},
		{`{"name": "x\q", "kind": "name", "class": "None"}`, false},
		{`[1, 2]`, false},
	}
	for _, c := range lines {
		p := newLineParser()
		var fast Event
		ok := p.parse([]byte(c.line), &fast)
		if ok != c.fast {
			t.Errorf("%s: fast path %v, want %v", c.line, ok, c.fast)
		}
		if !ok {
			continue
		}
		var want Event
		if err := json.Unmarshal([]byte(c.line), &want); err != nil {
			t.Errorf("%s: fast path accepted what encoding/json rejects: %v", c.line, err)
			continue
		}
		// encoding/json leaves absent arrays nil and present empty ones empty,
		// as the fast path does.
		if !reflect.DeepEqual(fast, want) {
			t.Errorf("%s:\nfast %#v\njson %#v", c.line, fast, want)
		}
	}
}

func TestLineParserSharesStorage(t *testing.T) {
	p := newLineParser()
	var a, b Event
	p.parse([]byte(`{"name": "x", "kind": "name", "before": ["tok"], "after": ["tok"], "class": "None"}`), &a)
	p.parse([]byte(`{"name": "x", "kind": "name", "before": ["tok", "u"], "after": [], "class": "None"}`), &b)
	if cap(a.Before) != 1 || cap(a.After) != 1 {
		t.Errorf("context slices not clipped: %d %d", cap(a.Before), cap(a.After))
	}
	a.Before = append(a.Before, "appended")
	if a.After[0] != "tok" || b.Before[0] != "tok" {
		t.Error("append to one event's slice changed another's")
	}
}

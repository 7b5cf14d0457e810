package llm

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// values extracts and re-encodes compactly, so that cases compare by value.
func values(t *testing.T, text string) []string {
	t.Helper()
	raws, err := ExtractJSON(text)
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range raws {
		var v any
		if err := json.Unmarshal(r, &v); err != nil {
			t.Fatalf("extracted invalid JSON %s: %v", r, err)
		}
		b, _ := json.Marshal(v)
		out = append(out, string(b))
	}
	return out
}

func TestExtractJSON(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       []string
	}{
		{"bare", `{"a": 1}`, []string{`{"a":1}`}},
		{"array", `[1, 2, {"b": [3]}]`, []string{`[1,2,{"b":[3]}]`}},
		{"json fence", "Here you go:\n```json\n{\"a\": 1}\n```\nDone.", []string{`{"a":1}`}},
		{"plain fence", "```\n[{\"a\": 1}]\n```", []string{`[{"a":1}]`}},
		{"upper-case fence on one line", "```JSON {\"a\": 1}```", []string{`{"a":1}`}},
		{"prose around", `The answer is {"x": "y"} as requested. Also {"z": null}!`, []string{`{"x":"y"}`, `{"z":null}`}},
		{"several fences", "first:\n```json\n{\"a\":1}\n```\nsecond:\n```json\n{\"b\":2}\n```", []string{`{"a":1}`, `{"b":2}`}},
		{"fences win over prose", "Use [] when there is none.\n```json\n{\"names\": []}\n```", []string{`{"names":[]}`}},
		{"fence without JSON falls back to prose", "```python\nx = 1\n```\nResult: {\"x\": 1}", []string{`{"x":1}`}},
		{"unclosed fence", "```json\n{\"a\": 1}\n", []string{`{"a":1}`}},
		{"json lines", "{\"a\":1}\n{\"a\":2}\n{\"a\":3}", []string{`{"a":1}`, `{"a":2}`, `{"a":3}`}},
		{"brackets in strings", `{"s": "a } b ] c { [", "t": "\"}"}`, []string{`{"s":"a } b ] c { [","t":"\"}"}`}},
		{"nested not repeated", `{"a": {"b": {"c": 1}}}`, []string{`{"a":{"b":{"c":1}}}`}},
		{"trailing commas", `{"a": [1, 2,], "b": 3,}`, []string{`{"a":[1,2],"b":3}`}},
		{"single quotes", `{'a': 'it\'s "quoted"', 'b': ["x", 'y']}`, []string{`{"a":"it's \"quoted\"","b":["x","y"]}`}},
		{"python literals", `{'ok': True, 'bad': False, 'v': None}`, []string{`{"bad":false,"ok":true,"v":null}`}},
		{"unquoted keys", `{name: "x", count: 2}`, []string{`{"count":2,"name":"x"}`}},
		{"comments", "{\n  \"a\": 1, // the a\n  /* b */ \"b\": \"http://x/y\",\n}", []string{`{"a":1,"b":"http://x/y"}`}},
		{"raw newline in string", "{\"code\": \"x = 1\ny = 2\"}", []string{`{"code":"x = 1\ny = 2"}`}},
		{"apostrophe in prose", `Bob's answer: [not json] {"a": 1} isn't it`, []string{`{"a":1}`}},
		{"broken outer keeps inner", `{"a": {"b": 1} oops`, []string{`{"b":1}`}},
		{"true stays", `{"t": true, "f": false, "n": null}`, []string{`{"f":false,"n":null,"t":true}`}},
		{"numbers", `{"e": 1e5, "neg": -2.5}`, []string{`{"e":100000,"neg":-2.5}`}},
		{"none", "No JSON here, sorry.", nil},
		{"unbalanced", `{"a": [1, 2}`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := values(t, tc.text); !reflect.DeepEqual(got, tc.want) {
				t.Errorf("\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

func TestExtractJSONValidKeptAsWritten(t *testing.T) {
	raws, err := ExtractJSON("x {\n  \"a\" : 1\n} y")
	if err != nil || string(raws[0]) != "{\n  \"a\" : 1\n}" {
		t.Errorf("%q %v", raws, err)
	}
	if _, err := ExtractJSON("nothing"); !errors.Is(err, ErrNoJSON) {
		t.Errorf("err %v", err)
	}
}

func TestDecodeFirst(t *testing.T) {
	type answer struct {
		Value string `json:"value"`
	}
	text := "Candidates: [1, 2]\n```json\n[3]\n```\n```json\n{\"value\": \"int_pos\"}\n```"
	var a answer
	if err := DecodeFirst(text, &a); err != nil || a.Value != "int_pos" {
		t.Errorf("%+v %v", a, err) // the array does not decode as a struct: skipped
	}
	var xs []int
	if err := DecodeFirst(text, &xs); err != nil || !reflect.DeepEqual(xs, []int{3}) {
		t.Errorf("%v %v", xs, err) // fenced values only
	}
	keep := answer{Value: "kept"}
	if err := DecodeFirst(`{"value": 3}`, &keep); err == nil || keep.Value != "kept" {
		t.Errorf("%+v %v", keep, err)
	}
	if err := DecodeFirst("no json", &keep); !errors.Is(err, ErrNoJSON) {
		t.Errorf("err %v", err)
	}
	if err := DecodeFirst(`{}`, keep); err == nil || !strings.Contains(err.Error(), "pointer") {
		t.Errorf("err %v", err)
	}
}

func TestExtractPathological(t *testing.T) {
	// Many unclosed openers must not take long.
	text := strings.Repeat("{[", 5000) + ` {"a": 1}`
	if got := values(t, text); !reflect.DeepEqual(got, []string{`{"a":1}`}) {
		t.Errorf("%q", got)
	}
}

package solve

import (
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestPathRequestKeys: the Go request and pathrun.py's REQUEST_KEYS name
// the same keys, and every key pathrun.py reads is one of them, so that a
// field renamed on either side fails here rather than as a silent default.
func TestPathRequestKeys(t *testing.T) {
	src := string(pathrunPy)
	var goKeys []string
	rt := reflect.TypeOf(pathRequest{})
	for i := 0; i < rt.NumField(); i++ {
		goKeys = append(goKeys, strings.Split(rt.Field(i).Tag.Get("json"), ",")[0])
	}
	sort.Strings(goKeys)
	m := regexp.MustCompile(`(?s)REQUEST_KEYS = frozenset\(\((.*?)\)\)`).FindStringSubmatch(src)
	if m == nil {
		t.Fatal("pathrun.py has no REQUEST_KEYS")
	}
	var pyKeys []string
	for _, q := range regexp.MustCompile(`"([a-z_0-9]+)"`).FindAllStringSubmatch(m[1], -1) {
		pyKeys = append(pyKeys, q[1])
	}
	sort.Strings(pyKeys)
	if !reflect.DeepEqual(goKeys, pyKeys) {
		t.Errorf("pathRequest %v, pathrun.py REQUEST_KEYS %v", goKeys, pyKeys)
	}
	known := map[string]bool{}
	for _, k := range goKeys {
		known[k] = true
	}
	for _, r := range regexp.MustCompile(`REQ(?:\["([a-z_0-9]+)"\]|\.get\("([a-z_0-9]+)")`).FindAllStringSubmatch(src, -1) {
		k := r[1] + r[2]
		if !known[k] {
			t.Errorf("pathrun.py reads %q, which pathRequest does not have", k)
		}
	}
}

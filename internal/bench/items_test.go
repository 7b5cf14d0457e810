// Tests of item discovery and sharding.
package bench

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestDiscover(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "so", "b.py"), "x = 1\n")
	write(t, filepath.Join(dir, "so", "a.py"), "x = 1\n")
	write(t, filepath.Join(dir, "so", "sub", "c.py"), "x = 1\n")
	write(t, filepath.Join(dir, "so", "notes.txt"), "not python\n")
	write(t, filepath.Join(dir, "other", "d.py"), "x = 1\n")
	write(t, filepath.Join(dir, "other", "e.py"), "x = 1\n")
	// The list names files relative to itself, with comments and blanks.
	write(t, filepath.Join(dir, "other", "list.txt"), "# two files\n\nd.py\n  e.py  \n../so/a.py\n")

	got, err := Discover([]string{
		filepath.Join(dir, "so"),
		filepath.Join(dir, "other", "list.txt"),
		filepath.Join(dir, "so", "b.py"), // a duplicate, kept once
	})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		filepath.Join(dir, "other", "d.py"),
		filepath.Join(dir, "other", "e.py"),
		filepath.Join(dir, "so", "a.py"),
		filepath.Join(dir, "so", "b.py"),
		filepath.Join(dir, "so", "sub", "c.py"),
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Discover =\n%q\nwant\n%q", got, want)
	}

	// A symlink to a directory, given as an argument, is walked.
	link := filepath.Join(dir, "link")
	if err := os.Symlink(filepath.Join(dir, "other"), link); err != nil {
		t.Fatal(err)
	}
	got, err = Discover([]string{link})
	if err != nil || !reflect.DeepEqual(got, []string{filepath.Join(link, "d.py"), filepath.Join(link, "e.py")}) {
		t.Errorf("Discover(symlink) = %q, %v", got, err)
	}

	if _, err := Discover([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing argument should be an error")
	}
	write(t, filepath.Join(dir, "bad.txt"), "nope.py\n")
	if _, err := Discover([]string{filepath.Join(dir, "bad.txt")}); err == nil {
		t.Error("a list naming a missing file should be an error")
	}
}

// Paths keep the form the user gave, relative included.
func TestDiscoverRelative(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "data", "so", "s1.py"), "x = 1\n")
	wd, _ := os.Getwd()
	t.Cleanup(func() { os.Chdir(wd) })
	if err := os.Chdir(filepath.Join(dir, "data")); err != nil {
		t.Fatal(err)
	}
	got, err := Discover([]string{"../data/so"})
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"../data/so/s1.py"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestShardPartition(t *testing.T) {
	var items []string
	for i := range 23 {
		items = append(items, filepath.Join("d", string(rune('a'+i))+".py"))
	}
	for n := 1; n <= 5; n++ {
		seen := map[string]int{}
		for i := 1; i <= n; i++ {
			part := Shard{Index: i, Count: n}.Select(items)
			for _, it := range part {
				seen[it]++
			}
			// Striding keeps shard sizes within one of each other.
			if len(part) < len(items)/n || len(part) > len(items)/n+1 {
				t.Errorf("shard %d/%d has %d items", i, n, len(part))
			}
		}
		if len(seen) != len(items) {
			t.Errorf("n=%d: union has %d items, want %d", n, len(seen), len(items))
		}
		for it, c := range seen {
			if c != 1 {
				t.Errorf("n=%d: %s in %d shards", n, it, c)
			}
		}
	}
	// Item k goes to shard k mod n + 1.
	if got := (Shard{2, 3}).Select(items)[:2]; !reflect.DeepEqual(got, []string{items[1], items[4]}) {
		t.Errorf("shard 2/3 starts %q", got)
	}
}

func TestParseShard(t *testing.T) {
	if s, err := ParseShard("2/4"); err != nil || s != (Shard{2, 4}) {
		t.Errorf("ParseShard(2/4) = %v, %v", s, err)
	}
	for _, bad := range []string{"", "0/3", "4/3", "1/0", "a/b", "3", "-1/2"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q) should fail", bad)
		}
	}
}

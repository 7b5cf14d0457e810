package instrument

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"unstuck/internal/pyparse"
)

// benchUnit is 25 lines of ordinary code; bigSource repeats it.
const benchUnit = `import os.path as osp
from collections import defaultdict


class Store%[1]d(Base):
    """A small store."""
    limit = 10
    names = [n.strip() for n in open(osp.join("a", "b")) if n]

    def __init__(self, items=None):
        self.items = defaultdict(list)
        self.__count = len(items or [])

    def add(self, key, value, *, check=True):
        if check and len(self.items[key]) >= self.limit:
            raise ValueError(f"full: {key!r} ({len(self.items[key])})")
        self.items[key].append(value)
        return {k: sorted(v) for k, v in self.items.items()}


def helper%[1]d(data, factor=2):
    total = sum(x * factor for x in data if x is not None)
    print("total", total, sep=": ")
    return max(data, key=lambda d: abs(d - total)) if data else None
`

func bigSource(lines int) string {
	var b strings.Builder
	for i := 0; strings.Count(b.String(), "\n") < lines; i++ {
		fmt.Fprintf(&b, benchUnit, i)
	}
	return b.String()
}

// BenchmarkInstrument measures Instrument alone on a 1,000-line file.
func BenchmarkInstrument(b *testing.B) {
	benchInstrument(b, []byte(bigSource(1000)))
}

// BenchmarkInstrumentExample uses the project's 1,000-line parse benchmark
// file, examples/parse-1000.py.
func BenchmarkInstrumentExample(b *testing.B) {
	src, err := os.ReadFile("../../examples/parse-1000.py")
	if err != nil {
		b.Skip(err)
	}
	benchInstrument(b, src)
}

// benchInstrument times Instrument on src, parsed once beforehand.
func benchInstrument(b *testing.B, src []byte) {
	tr, err := pyparse.Parse(src)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := Instrument(tr); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseAndInstrument includes tree-sitter's parse.
func BenchmarkParseAndInstrument(b *testing.B) {
	src := []byte(bigSource(1000))
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		tr, err := pyparse.Parse(src)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Instrument(tr); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBigSource(t *testing.T) {
	src := bigSource(1000)
	p := instrument(t, src)
	if got, want := strings.Count(string(p.Source), "\n"), strings.Count(src, "\n"); got != want {
		t.Fatalf("%d lines, want %d", got, want)
	}
	if len(p.Sites) < 1000 {
		t.Errorf("only %d sites", len(p.Sites))
	}
}

package sandbox

import (
	"strings"
	"testing"
)

func TestHeadTail(t *testing.T) {
	h := newHeadTail(10)
	h.write([]byte("abcdefghij"))
	if got := string(h.bytes()); got != "abcdefghij" {
		t.Fatalf("%q", got)
	}
	h.write([]byte("0123456789xyz"))
	got := string(h.bytes())
	if !strings.HasPrefix(got, "abcde") || !strings.HasSuffix(got, "789xyz"[1:]) || !strings.Contains(got, "bytes not kept") {
		t.Fatalf("%q", got)
	}
	if !strings.HasSuffix(got, "89xyz") {
		t.Fatalf("tail %q", got)
	}
	small := newHeadTail(100)
	for i := 0; i < 30; i++ {
		small.write([]byte{byte('a' + i%26)})
	}
	if len(small.bytes()) != 30 {
		t.Fatalf("%q", small.bytes())
	}
}

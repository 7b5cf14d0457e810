package runtime

import (
	"strings"
	"testing"
)

// TestControlResult: of a result stream, only the record with the nonce is
// taken (the last one); records without it are ignored; a harness that
// found its control message taken voids the run.
func TestControlResult(t *testing.T) {
	c := NewControl(40)
	other := NewControl(40)
	if c.Nonce == other.Nonce || len(c.Nonce) != 32 {
		t.Fatalf("nonces %q %q", c.Nonce, other.Nonce)
	}
	stream := `{"status": "ok", "covered": [1,2,3]}
garbage{
{"status": "ok", "nonce": "` + other.Nonce + `"}
{"status": "raised", "nonce": "` + c.Nonce + `"}
`
	rec, err := c.Result([]byte(stream))
	if err != nil || !strings.Contains(string(rec), `"raised"`) {
		t.Fatalf("Result = %s, %v", rec, err)
	}
	if _, err := c.Result([]byte(`{"status": "ok"}`)); err == nil {
		t.Error("a record without the nonce was believed")
	}
	taken := `{"status": "ok", "nonce": "` + c.Nonce + `"}
{"control_taken": true}
`
	if _, err := c.Result([]byte(taken)); err == nil || !strings.Contains(err.Error(), "control descriptor") {
		t.Errorf("taken control: %v", err)
	}
}

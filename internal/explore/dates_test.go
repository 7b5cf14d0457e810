package explore

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"unstuck/internal/pyparse"
)

func TestFormatDateAsStrftime(t *testing.T) {
	for f, want := range map[string]string{
		"%Y-%m-%dT%H:%M:%S.%f": "2021-03-04T05:06:07.000008",
		"%m/%d/%Y":             "03/04/2021",
		"%d %B %Y, %a %I%p":    "04 March 2021, Thu 05AM",
		"100%% on %j":          "100% on 063",
	} {
		if got, ok := formatDate(f); !ok || got != want {
			t.Errorf("formatDate(%q) = %q, %v; want %q", f, got, ok, want)
		}
	}
	if _, ok := formatDate("%Q"); ok {
		t.Error("an unknown directive gave a date")
	}
}

func TestDateArgsFromParses(t *testing.T) {
	src := []byte("a = datetime.strptime(when, '%Y-%m-%d')\nb = dt.datetime.strptime(str(day), \"%d/%m/%Y\")\nc = pd.to_datetime(stamp, format='%H:%M')\nd = datetime.strptime(other, fmt)\ne = frame['Date'].apply(lambda v: datetime.strptime(str(v), '%m/%d/%Y'))\n")
	tree, err := pyparse.Parse(src)
	if err != nil {
		t.Fatal(err)
	}
	got := dateArgs(tree)
	want := map[string]string{"when": "2021-03-04", "day": "04/03/2021", "stamp": "05:06", "v": "03/04/2021", "frame[Date]": "03/04/2021"}
	if len(got) != len(want) {
		t.Fatalf("dateArgs = %v", got)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("dateArgs[%s] = %q, want %q", k, got[k], v)
		}
	}
}

// A function nobody calls parses its argument with strptime: the driver
// passes a date in that format, so the lines after the parse run with a
// plain value, also when the file runs with plain python3.
func TestDriverPassesDatesInTheirFormat(t *testing.T) {
	ex := evalExecutor(t)
	src, err := os.ReadFile("testdata/parse_dates.py")
	if err != nil {
		t.Fatal(err)
	}
	x := &Explorer{Exec: ex, Proposers: []Proposer{NewOffline()}, Opt: Options{JobTimeout: 5 * time.Second}}
	tree, err := x.Explore(context.Background(), "parse_dates.py", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := coverageOf(tree.Nodes, tree.P, tree.Countable); got != 1 {
		t.Fatalf("P %v covers %v", tree.P, got)
	}
	for _, id := range tree.P {
		if n := NodeByID(tree.Nodes, id); n.Stubs != 0 {
			t.Fatalf("P node %d: %d stand-ins:\n%s", n.ID, n.Stubs, n.Code())
		}
	}
	rep, err := Replay(context.Background(), ex, tree, src, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var all string
	for _, p := range rep.P {
		out, err := replayPlain(t, ex, p.File)
		if err != nil {
			t.Fatal(err)
		}
		all += string(out)
	}
	if !strings.Contains(all, "parsed 2021-03-04") || !strings.Contains(all, "stamp 05:06 day 2021-03-04") {
		t.Errorf("replayed output:\n%s", all)
	}
}

// A frame column whose elements the snippet parses as dates holds dates
// in that format, so the real DataFrame gets past the parse.
func TestFrameColumnsOfDates(t *testing.T) {
	idx := &ClassIndex{Modules: map[string]bool{"pandas": true}, Names: map[string][][3]string{},
		Classes: map[string]map[string]bool{"pandas.DataFrame": {"copy": true, "apply": true}, "pandas.Series": {"apply": true}}}
	src := "import datetime\nimport pandas as pd\nout = df['Date'].apply(lambda x: datetime.datetime.strptime(str(x), '%m/%d/%Y').year)\nn = df['n'] + 1\n"
	_, props := proposals(t, src, idx)
	all := strings.Join(props[0].Statements(), "\n")
	if !strings.Contains(all, `"Date": ["03/04/2021", "03/04/2021"`) || !strings.Contains(all, `"n": [1.0`) {
		t.Errorf("want a Date column of dates in\n%s", all)
	}
}

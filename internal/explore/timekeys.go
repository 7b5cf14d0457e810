package explore

// Phase: explore, step 1 without an LLM. Values indexed by time, read off
// how the snippet indexes them. pandas selects the rows of a
// DatetimeIndex by date strings, partial ones included (ps["2011-01"],
// dft.loc["2013-01-05":"2013-01-07"]), slices them by datetimes
// (ps[datetime.datetime(2011, 12, 25):]), groups them by functions of
// their labels (ts.groupby(lambda x: x.year)) and converts only an aware
// index (rng.tz_convert("US/Eastern")). A name used so is a Series (or a
// frame) whose index is dates holding every date the snippet selects by,
// sorted so that label slices work; names used as the bounds of a slice
// of it (ts[middle:end]) are Timestamps.

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"unstuck/internal/pyparse"
	"unstuck/internal/refs"
)

// dateKeyLayouts are the date strings pandas' partial string indexing
// reads, as Go layouts, each with the pattern that must match it whole
// (a year alone is one only where the key says dates otherwise: see
// keyDates).
var dateKeyLayouts = []struct {
	re     *regexp.Regexp
	layout string
}{
	{regexp.MustCompile(`^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}$`), "2006-01-02 15:04:05"},
	{regexp.MustCompile(`^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}$`), "2006-01-02 15:04"},
	{regexp.MustCompile(`^\d{4}-\d{2}-\d{2}[ T]\d{2}$`), "2006-01-02 15"},
	{regexp.MustCompile(`^\d{4}-\d{1,2}-\d{1,2}$`), "2006-1-2"},
	{regexp.MustCompile(`^\d{4}-\d{1,2}$`), "2006-1"},
	{regexp.MustCompile(`^\d{1,2}/\d{1,2}/\d{4}$`), "1/2/2006"},
	{regexp.MustCompile(`^\d{4}/\d{2}/\d{2}$`), "2006/01/02"},
	{regexp.MustCompile(`^\d{8}$`), "20060102"},
}

// yearKey is a year alone ("2011"), which pandas reads as the whole year.
var yearKey = regexp.MustCompile(`^(1[89]|20)\d{2}$`)

// parseDateKey is the first instant a date key names, ok false when the
// text is not one of the forms above (or not a real date).
func parseDateKey(s string, years bool) (time.Time, bool) {
	s = strings.Replace(s, "T", " ", 1)
	for _, l := range dateKeyLayouts {
		if l.re.MatchString(s) {
			d, err := time.Parse(l.layout, s)
			return d, err == nil
		}
	}
	if years && yearKey.MatchString(s) {
		d, err := time.Parse("2006", s)
		return d, err == nil
	}
	return time.Time{}, false
}

// timeCallInSlice: a slice bound made by a date constructor
// (datetime.datetime(2011, 12, 25):, pd.Timestamp("2012"):).
var timeCallInSlice = regexp.MustCompile(`\b(?:datetime|Timestamp|to_datetime|datetime64)\(`)

// keyDates are the dates the keys select by, and whether some key is a
// slice by a date constructor. A year alone counts inside a slice whose
// other bound is a date, or where another key is one. A string key that
// is no date (df.loc["total"]) makes it none: the labels are text.
func keyDates(keys []refs.Key) (dates []time.Time, sliced bool) {
	var years []string
	other := false
	add := func(s string, year bool) {
		if d, ok := parseDateKey(s, false); ok {
			dates = append(dates, d)
		} else if year && yearKey.MatchString(s) {
			years = append(years, s)
		} else {
			other = true
		}
	}
	for _, k := range keys {
		if k.Kind == "tuple" && len(k.Parts) > 0 {
			k = k.Parts[0]
		}
		switch k.Kind {
		case "str":
			add(k.Value, true)
		case "slice":
			if timeCallInSlice.MatchString(k.Value) {
				sliced = true
			}
			for _, m := range quotedLabel.FindAllStringSubmatch(k.Value, -1) {
				add(m[1]+m[2], true)
			}
		}
	}
	if other {
		return nil, false
	}
	if len(dates) > 0 || sliced {
		for _, y := range years {
			if d, ok := parseDateKey(y, true); ok {
				dates = append(dates, d)
			}
		}
	}
	return dates, sliced
}

// dateIndexOf is an index of n dates (more when the keys hold more)
// holding the given ones, sorted, the rest a day apart after the last;
// with aware, in UTC. The count is the index's length.
func dateIndexOf(dates []time.Time, n int, aware bool) (string, int) {
	sort.Slice(dates, func(i, j int) bool { return dates[i].Before(dates[j]) })
	dates = slices.CompactFunc(dates, func(a, b time.Time) bool { return a.Equal(b) })
	for len(dates) < n {
		dates = append(dates, dates[len(dates)-1].AddDate(0, 0, 1))
	}
	clock := false
	for _, d := range dates {
		clock = clock || d.Hour() != 0 || d.Minute() != 0 || d.Second() != 0
	}
	parts := make([]string, len(dates))
	for i, d := range dates {
		l := "2006-01-02"
		if clock {
			l = "2006-01-02 15:04:05"
		}
		parts[i] = strconv.Quote(d.Format(l))
	}
	tz := ""
	if aware {
		tz = ", utc=True"
	}
	return "pd.to_datetime([" + strings.Join(parts, ", ") + "]" + tz + ")", len(dates)
}

// awareIndex: the snippet converts u's time zone (tz_convert) without
// first giving it one (tz_localize), which pandas allows only for an
// aware index.
func awareIndex(u *refs.Usage) bool {
	return u.Attrs["tz_convert"] != nil && u.Attrs["tz_localize"] == nil
}

// keyedDateIndex is the index expression for a Series or frame whose rows
// the snippet selects by dates (frames by .loc and by slices of rows,
// series by their keys too), or one it groups by a function of its labels'
// date fields, or converts between time zones: the dates selected by, the
// rest of the n rows following. "" when nothing says the index is dates;
// count is its length.
func (b *builder) keyedDateIndex(name string, u *refs.Usage, n int, frame bool) (string, int) {
	var keys []refs.Key
	for _, k := range u.Keys {
		if !frame || k.Kind == "slice" {
			keys = append(keys, k)
		}
	}
	if loc := u.Attrs["loc"]; loc != nil {
		keys = append(append(keys, loc.Keys...), loc.StoredKeys...)
	}
	dates, sliced := keyDates(keys)
	grouped := b.timeGrouped(name)
	aware := awareIndex(u)
	rows := b.ambiguousRows(name)
	if len(dates) == 0 && !sliced && !grouped && !aware && rows == 0 {
		return "", 0
	}
	if rows > 0 {
		n = rows
	}
	if len(dates) == 0 {
		// No date to hold: dateIndex's days.
		ix := strings.Replace(dateIndex, "periods=6", "periods="+strconv.Itoa(n), 1)
		if aware {
			ix = strings.TrimSuffix(ix, ")") + ", tz='UTC')"
		}
		return ix, n
	}
	return dateIndexOf(dates, n, aware)
}

// ambiguousRows is the length of a literal list the snippet gives as
// name.tz_localize(..., ambiguous=[...]): pandas wants one flag per row.
// 0 when it gives none.
func (b *builder) ambiguousRows(name string) int {
	t := b.s.Tree
	if t == nil {
		return 0
	}
	rows := 0
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		f, args, m := t.Callee(n)
		if f == nil || args == nil || f.Type() != "attribute" || m != "tz_localize" {
			return true
		}
		if o := f.ChildByFieldName("object"); o == nil || o.Type() != "identifier" || t.Text(o) != name {
			return true
		}
		for _, a := range pyparse.Children(args) {
			if k := a.ChildByFieldName("name"); a.Type() == "keyword_argument" && k != nil && t.Text(k) == "ambiguous" {
				if v := a.ChildByFieldName("value"); v != nil && v.Type() == "list" {
					rows = max(rows, int(v.NamedChildCount()))
				}
			}
		}
		return true
	})
	return rows
}

// dateKeyed: u is selected from by a date (a key, or a slice with a date
// bound), which only a time index answers.
func dateKeyed(u *refs.Usage) bool {
	keys := append([]refs.Key{}, u.Keys...)
	if loc := u.Attrs["loc"]; loc != nil {
		keys = append(keys, loc.Keys...)
	}
	dates, sliced := keyDates(keys)
	return len(dates) > 0 || sliced
}

// timestampAttrs are the fields and methods of a Timestamp (a datetime's
// and pandas' own) that a number or a string label lacks (value: pandas'
// nanoseconds since the epoch).
var timestampAttrs = set("year month day hour minute second microsecond weekday isoweekday isoformat isocalendar strftime " +
	"timestamp date time dayofweek day_of_week dayofyear day_of_year quarter week weekofyear month_name day_name " +
	"days_in_month is_month_start is_month_end is_quarter_start is_quarter_end is_year_start is_year_end value")

// timeGrouped: the snippet groups name by a function that reads date
// fields of its parameter (ts.groupby(lambda x: x.year), a function of
// its own or a partial of one: ts.groupby(partial(round, freq="3T"))):
// pandas calls it with each index label, so the labels are dates.
func (b *builder) timeGrouped(name string) bool {
	if b.s.Tree == nil {
		return false
	}
	// One walk per snippet for all its names: asked per subscript of every
	// name by timeBound, a walk per question made a long snippet's
	// proposals quadratic (a 17 KB file spent 13 of its 17 CPU seconds here).
	return snipMemoized(b.s, "timegrouped", func() map[string]bool { return timeGroupedNames(b.s.Tree) })[name]
}

// timeGroupedNames are the names timeGrouped holds for.
func timeGroupedNames(t *pyparse.Tree) map[string]bool {
	out := map[string]bool{}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		f, args, m := t.Callee(n)
		if f == nil || args == nil || f.Type() != "attribute" || m != "groupby" {
			return true
		}
		o := f.ChildByFieldName("object")
		if o == nil || o.Type() != "identifier" || out[t.Text(o)] {
			return true
		}
		for _, a := range pyparse.Children(args) {
			if a.Type() == "keyword_argument" {
				if k := a.ChildByFieldName("name"); k == nil || t.Text(k) != "by" {
					continue
				}
				a = a.ChildByFieldName("value")
			}
			if lambdaReadsDate(t, a) || funcReadsDate(t, a) {
				out[t.Text(o)] = true
			}
		}
		return true
	})
	return out
}

// lambdaReadsDate: n is a one-parameter lambda whose body reads a
// Timestamp field of its parameter (lambda x: x.year).
func lambdaReadsDate(t *pyparse.Tree, n *pyparse.Node) bool {
	if n == nil || n.Type() != "lambda" {
		return false
	}
	ps, body := n.ChildByFieldName("parameters"), n.ChildByFieldName("body")
	if ps == nil || body == nil || ps.NamedChildCount() != 1 || pyparse.Children(ps)[0].Type() != "identifier" {
		return false
	}
	return readsDateOf(t, body, t.Text(pyparse.Children(ps)[0]))
}

// funcReadsDate: n names a function the snippet defines at its top
// level, or is a partial of one (functools.partial(f, freq="3T")), whose
// body reads a Timestamp field of its first parameter (def round(t,
// freq): ... t.value): the argument a caller hands it first is a date.
func funcReadsDate(t *pyparse.Tree, n *pyparse.Node) bool {
	if n == nil {
		return false
	}
	if n.Type() == "call" {
		_, args, m := t.Callee(n)
		if m != "partial" || args == nil || args.NamedChildCount() == 0 {
			return false
		}
		n = pyparse.Children(args)[0]
	}
	if n.Type() != "identifier" {
		return false
	}
	name := t.Text(n)
	reads := false
	for _, st := range pyparse.Children(t.Root) {
		if st.Type() == "decorated_definition" {
			st = st.ChildByFieldName("definition")
		}
		if st == nil || st.Type() != "function_definition" || t.Text(st.ChildByFieldName("name")) != name {
			continue
		}
		ps, body := st.ChildByFieldName("parameters"), st.ChildByFieldName("body")
		if ps == nil || body == nil || ps.NamedChildCount() == 0 || pyparse.Children(ps)[0].Type() != "identifier" {
			return false
		}
		reads = readsDateOf(t, body, t.Text(pyparse.Children(ps)[0]))
	}
	return reads
}

// readsDateOf: body reads a Timestamp field of param (param.year).
func readsDateOf(t *pyparse.Tree, body *pyparse.Node, param string) bool {
	reads := false
	pyparse.Walk(body, func(s *pyparse.Node) bool {
		if s.Type() == "attribute" {
			o, a := s.ChildByFieldName("object"), s.ChildByFieldName("attribute")
			if o != nil && a != nil && o.Type() == "identifier" && t.Text(o) == param && timestampAttrs[t.Text(a)] {
				reads = true
			}
		}
		return !reads
	})
	return reads
}

// timeIndexedName: name's index is dates, by what timeIndexed reads off
// its uses or by how the snippet selects from or groups it.
func (b *builder) timeIndexedName(name string, u *refs.Usage) bool {
	return u != nil && (timeIndexed(u) || dateKeyed(u) || awareIndex(u)) || b.timeGrouped(name)
}

// timeBound is the value of a name the snippet uses as a bound of a slice
// of an undefined name indexed by time (ts[middle:end]): a Timestamp
// inside the recipes' date index, the lower bound before the upper.
func (b *builder) timeBound(name string) (string, bool) {
	// One walk per builder for all names (a walk per name made a long
	// snippet's proposals quadratic).
	if b.bounds == nil {
		b.bounds = b.timeBounds()
	}
	v, ok := b.bounds[name]
	return v, ok
}

// timeBounds are timeBound's answers for every name: the first slice of
// a time-indexed name that has the name as a bound gives its value.
func (b *builder) timeBounds() map[string]string {
	out := map[string]string{}
	t := b.s.Tree
	if t == nil {
		return out
	}
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "subscript" {
			return true
		}
		x := n.ChildByFieldName("value")
		if x == nil || x.Type() != "identifier" || !slices.Contains(b.names, t.Text(x)) {
			return true
		}
		if !b.timeIndexedName(t.Text(x), b.s.Refs.Usages[t.Text(x)]) {
			return true
		}
		here := map[string]string{}
		for _, k := range pyparse.Children(n)[1:] {
			if k.Type() != "slice" {
				continue
			}
			// The bounds: the named children before and after the colon.
			colon := false
			for i := 0; i < int(k.ChildCount()); i++ {
				c := k.Child(i)
				if t.Text(c) == ":" {
					if colon {
						break // a step follows
					}
					colon = true
					continue
				}
				if c.Type() == "identifier" {
					if colon {
						here[t.Text(c)] = "pd.Timestamp('2024-01-19')"
					} else {
						here[t.Text(c)] = "pd.Timestamp('2024-01-16')"
					}
				}
			}
		}
		for k, v := range here {
			if _, ok := out[k]; !ok {
				out[k] = v
			}
		}
		return true
	})
	return out
}

// moduleInPlay: a recipe's module is in play for name although the
// snippet's own imports do not bring it in. An example block imports what
// it needs beyond its page's setup (from matplotlib import cm) and uses
// the page's names as they are: pd or np, undefined, name the module they
// stand for, and a frame named as pandas names its frames (df, df2,
// df_mixed) is one.
func (b *builder) moduleInPlay(name string, r *recipe) bool {
	for _, n := range b.names {
		u := b.s.Refs.Usages[n]
		if u != nil && u.Module && (u.Import == "import "+r.module || strings.HasPrefix(u.Import, "import "+r.module+" as ")) {
			return true
		}
	}
	if r.module == "pandas" && pandasAccessor(b.s.Refs.Usages[name]) {
		return true
	}
	stem := strings.TrimRight(strings.ToLower(name), "0123456789_")
	return r.class == "pandas.DataFrame" && strings.HasPrefix(stem, "df") && !strings.HasSuffix(stem, "s")
}

// pandasAccessor: the name is used through one of pandas' accessors
// (s3.str.replace(pat, "XX", regex=True), s.dt.day, s.cat.codes): an
// attribute not called itself whose own attributes are read or called.
// No builtin value has .str, .dt, .cat or .sparse, and what a library
// names so is pandas' (or made in its image).
func pandasAccessor(u *refs.Usage) bool {
	if u == nil {
		return false
	}
	for a, au := range u.Attrs {
		if _, ok := accessorKind(a); ok && len(au.Calls) == 0 && len(au.Attrs) > 0 {
			return true
		}
	}
	return false
}

// indexSliceName: every use of name is an item of it taken inside the key
// of a .loc (dfmi.loc[idx[:, :, ["C1", "C3"]], idx[:, "foo"]]): what the
// item gives is a key, and pandas' own maker of such keys is
// pd.IndexSlice, whose items are their keys as written. Only for keys of
// several parts or slices.
func (b *builder) indexSliceName(name string, u *refs.Usage) bool {
	t := b.s.Tree
	if t == nil || u == nil || len(u.Attrs) > 0 || len(u.Calls) > 0 {
		return false
	}
	// Keys of several parts or slices: a plain position (days[0]) is an
	// item of a list of labels (passedto.go labelsOf).
	multi := false
	for _, k := range u.Keys {
		multi = multi || k.Kind == "tuple" || k.Kind == "slice"
	}
	if !multi {
		return false
	}
	uses, inLoc := 0, 0
	pyparse.Walk(t.Root, func(n *pyparse.Node) bool {
		if n.Type() != "identifier" || t.Text(n) != name {
			return true
		}
		uses++
		s := n.Parent()
		if s == nil || s.Type() != "subscript" {
			return true
		}
		if v := s.ChildByFieldName("value"); v == nil || !v.Equal(n) {
			return true
		}
		for p := s.Parent(); p != nil; p = p.Parent() {
			if p.Type() != "subscript" {
				continue
			}
			v := p.ChildByFieldName("value")
			if v != nil && v.Type() == "attribute" && t.Text(v.ChildByFieldName("attribute")) == "loc" {
				inLoc++
				break
			}
		}
		return true
	})
	return uses > 0 && uses == inLoc
}

// timeScalar is a date or a duration for a name used only as an operand
// beside one (d + pd.offsets.YearEnd(), start < pd.Timestamp("2012"),
// elapsed / pd.Timedelta("1s")): a number refuses a date offset, and a
// date a date. Where the other operand is pandas' (pd.Timestamp,
// pd.offsets), pandas' own scalar; else the datetime module's. A name
// subtracted from a duration (td - x) is a duration too.
func timeScalar(u *refs.Usage) (string, bool) {
	if u == nil || len(u.Attrs) > 0 || len(u.Calls) > 0 || len(u.Keys) > 0 || u.Iterated || len(u.BinOps) == 0 {
		return "", false
	}
	dates, durations := timeValue(u)
	if !dates && !durations {
		return "", false
	}
	pandas := false
	for _, op := range u.BinOps {
		pandas = pandas || strings.Contains(op.Value, "pd.") || strings.Contains(op.Value, "pandas.")
		if op.Op == "-" && op.Side == "right" && durationText.MatchString(op.Value) {
			durations = true // td - x: a date there raises
		}
	}
	switch {
	case durations && pandas:
		return `pd.Timedelta("1 day")`, true
	case durations:
		return "datetime.timedelta(days=1)", true
	case pandas:
		return `pd.Timestamp("2024-01-15")`, true
	}
	return "datetime.datetime(2024, 1, 15)", true
}

// timeIndex is pandas' index of dates or durations for a name used whole
// in arithmetic beside pandas' time scalars and taken apart by position
// (tdi + pd.Timestamp("2013"), tdi / tdi[0]): pandas' indexes compute
// element by element, and their items are its scalars; a list of them
// concatenates instead. Only beside pandas' operands, which is what the
// name is then known to be made of.
func timeIndex(u *refs.Usage) (string, bool) {
	if len(u.Keys) == 0 || u.Iterated {
		return "", false
	}
	for _, k := range u.Keys {
		if k.Kind != "int" && k.Kind != "slice" {
			return "", false
		}
	}
	whole := *u
	whole.Keys, whole.Item = nil, nil
	one, ok := timeScalar(&whole)
	if !ok {
		return "", false
	}
	n := max(intKeys(u), 6)
	switch {
	case n > maxRows:
	case one == `pd.Timestamp("2024-01-15")`:
		return fmt.Sprintf(`pd.date_range("2024-01-15", periods=%d)`, n), true
	case one == `pd.Timedelta("1 day")`:
		return fmt.Sprintf(`pd.timedelta_range("1 day", periods=%d)`, n), true
	}
	return "", false
}

// durationText is an operand made by a duration or date offset
// constructor, as timeValue reads them.
var durationText = regexp.MustCompile(`Timedelta\(|timedelta\(|timedelta64\(|DateOffset\(|offsets\.`)

// timeItems is a collection of dates or durations for a name whose items
// (dates[-1] + pd.Timedelta("1 day")) or elements (for d in days: d +
// timedelta(1)) are used as timeScalar reads a scalar: pandas' index of
// them where the other operand is pandas', else a list of the datetime
// module's; as many as its positions need, six at least.
func timeItems(u *refs.Usage) (string, bool) {
	if u == nil || len(u.Attrs) > 0 || len(u.Calls) > 0 || len(u.StoredKeys) > 0 {
		return "", false
	}
	if len(u.BinOps) > 0 {
		return timeIndex(u)
	}
	var each *refs.Usage // how one item or element is used
	switch {
	case len(u.Keys) > 0 && u.Item != nil && !u.Iterated:
		each = u.Item
	case u.Iterated && u.Elem != nil && len(u.Keys) == 0:
		each = u.Elem
	default:
		return "", false
	}
	one, ok := timeScalar(each)
	if !ok {
		return "", false
	}
	n := max(intKeys(u), 6)
	if n > maxRows {
		return "", false
	}
	switch one {
	case `pd.Timestamp("2024-01-15")`:
		return fmt.Sprintf(`pd.date_range("2024-01-15", periods=%d)`, n), true
	case `pd.Timedelta("1 day")`:
		return fmt.Sprintf(`pd.timedelta_range("1 day", periods=%d)`, n), true
	}
	items := make([]string, n)
	for i := range items {
		if strings.HasPrefix(one, "datetime.timedelta") {
			items[i] = fmt.Sprintf("datetime.timedelta(days=%d)", i+1)
		} else {
			d := time.Date(2024, 1, 15+i, 0, 0, 0, 0, time.UTC)
			items[i] = fmt.Sprintf("datetime.datetime(%d, %d, %d)", d.Year(), int(d.Month()), d.Day())
		}
	}
	return "[" + strings.Join(items, ", ") + "]", true
}

package explore

// Phase: explore, step 4 (real values for P's stand-ins). A stand-in for
// a database cursor or connection left by an earlier block (cur, con)
// becomes a real sqlite3 one (duck.go), on an empty database: the tables
// the snippet's SQL reads then do not exist ("no such table: movie"). The
// real value is made consistent with the snippet: the tables its SQL
// names and does not create itself are created on it, with the columns
// the statements name, as the earlier block would have.

import (
	"regexp"
	"sort"
	"strconv"
	"strings"

	"unstuck/internal/pyparse"
)

var (
	sqlStatement = regexp.MustCompile(`(?is)^\s*(select|insert|update|delete|replace|with)\b`)
	sqlCreated   = regexp.MustCompile(`(?i)\bcreate\s+(?:temp\w*\s+)?(?:table|view)\s+(?:if\s+not\s+exists\s+)?["\x60\[]?(\w+)`)
	sqlTableRef  = regexp.MustCompile(`(?i)\b(?:from|join|into|update)\s+["\x60\[]?(\w+)["\x60\]]?\s*(\([^)]*\))?`)
	sqlWord      = regexp.MustCompile(`[A-Za-z_]\w*(\s*\()?`)
	sqlString    = regexp.MustCompile(`'[^']*'`)
)

// sqlKeywords are SQL's own words (SQLite's keywords that a query uses),
// never a column.
var sqlKeywords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`abort action add after all alter and as asc attach autoincrement before begin
		between by cascade case cast check collate column commit conflict constraint create cross current
		current_date current_time current_timestamp database default deferred delete desc detach distinct do drop
		each else end escape except exclusive exists explain fail filter following for foreign from full glob group
		groups having if ignore immediate in index indexed initially inner insert instead intersect into is isnull
		join key last left like limit match natural no not nothing notnull null nulls of offset on or order others
		outer over partition plan pragma preceding primary query raise range recursive references regexp reindex
		release rename replace restrict returning right rollback row rows savepoint select set table temp temporary
		then ties to transaction trigger unbounded union unique update using vacuum values view virtual when where
		window with without true false integer text real blob numeric varchar`) {
		sqlKeywords[w] = true
	}
}

// sqlTables are the tables the snippet's SQL literals read or write but
// never create, each with the columns its statements name (a placeholder
// count as c1..cn where they name none), sorted by table.
func sqlTables(s *Snippet) map[string][]string {
	if s == nil || s.Tree == nil {
		return nil
	}
	var stmts []string
	created := map[string]bool{}
	pyparse.Walk(s.Tree.Root, func(n *pyparse.Node) bool {
		if v := literalString(s.Tree, n); v != "" {
			for _, m := range sqlCreated.FindAllStringSubmatch(v, -1) {
				created[strings.ToLower(m[1])] = true
			}
			if sqlStatement.MatchString(v) {
				stmts = append(stmts, v)
			}
		}
		return true
	})
	out := map[string][]string{}
	for _, st := range stmts {
		refs := sqlTableRef.FindAllStringSubmatch(st, -1)
		if len(refs) == 0 {
			continue
		}
		names := map[string]bool{}
		for _, m := range refs {
			names[strings.ToLower(m[1])] = true
		}
		// The columns the statement names: its words that are no keyword,
		// table, function (a word before "(") or quoted text.
		var cols []string
		for _, m := range sqlWord.FindAllStringSubmatch(sqlString.ReplaceAllString(st, "''"), -1) {
			w := m[0]
			if m[1] != "" || sqlKeywords[strings.ToLower(w)] || names[strings.ToLower(w)] {
				continue
			}
			cols = append(cols, w)
		}
		for _, m := range refs {
			t := m[1]
			lt := strings.ToLower(t)
			if created[lt] || strings.HasPrefix(lt, "sqlite_") || sqlKeywords[lt] {
				continue
			}
			these := cols
			if m[2] != "" {
				these = nil // INSERT INTO t(a, b): its own column list
				for _, c := range strings.Split(strings.Trim(m[2], "()"), ",") {
					if c = strings.Trim(strings.TrimSpace(c), "\"`[]"); isIdent(c) {
						these = append(these, c)
					}
				}
			}
			if len(these) == 0 {
				for i := 1; i <= strings.Count(st, "?"); i++ {
					these = append(these, "c"+strconv.Itoa(i))
				}
			}
			for _, c := range these {
				if !containsFold(out[t], c) {
					out[t] = append(out[t], c)
				}
			}
			if _, ok := out[t]; !ok {
				out[t] = nil
			}
		}
	}
	return out
}

func containsFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

// sqlSetup are the statements that create the snippet's tables on the
// real connection or cursor held by name; nil when its SQL names none.
func sqlSetup(s *Snippet, name string) []string {
	tables := sqlTables(s)
	var ts []string
	for t := range tables {
		ts = append(ts, t)
	}
	sort.Strings(ts)
	var out []string
	for _, t := range ts {
		cols := tables[t]
		if len(cols) == 0 {
			cols = []string{"value"}
		}
		out = append(out, name+".execute("+strconv.Quote("CREATE TABLE IF NOT EXISTS "+t+"("+strings.Join(cols, ", ")+")")+")")
	}
	return out
}

// The merge command's driver: shard journals in, one journal and one
// summary out (internal/bench does the merging).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"strings"

	"unstuck/internal/bench"
	"unstuck/internal/debug"
	"unstuck/internal/solve"
)

func cmdMerge(args []string) int {
	fs := flag.NewFlagSet("merge", flag.ContinueOnError)
	out := fs.String("out", "", "write the merged records to this JSONL file (a journal: bench resumes from it)")
	summaryJSON := fs.String("summary-json", "", "also write the summary as JSON to this file")
	format := formatFlag(fs, "the summary; the coverage formats give every item's coverage, and the summary table goes to stderr")
	config := fs.String("config", "", "keep only the records of this configuration hash")
	mixed := fs.Bool("mixed", false, "merge records of different configurations (the summary then mixes them)")
	compare := fs.String("compare", "", "CSV of reference coverage to compare with, as for bench")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), `usage: unstuck merge [flags] JOURNAL.jsonl...

Combines the journals of a sharded bench (one per shard) into one summary
and, with --out, one journal, as if one process had run every item. Each
item's newest record counts (journals in the order given). Records of
different configurations are refused unless --config or --mixed says
which to keep.`)
		fs.PrintDefaults()
	}
	if err := parseArgs(fs, args); err != nil {
		return exitCode(err)
	}
	if !wantArgs(fs, 1, -1, "JOURNAL.jsonl") {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintln(os.Stderr, "unstuck:", err)
		return 2
	}
	if err := checkFormat(*format); err != nil {
		return fail(err)
	}
	var ref *bench.Reference
	if *compare != "" {
		var err error
		if ref, err = bench.LoadReference(*compare); err != nil {
			return fail(err)
		}
	}
	if mode := journalMode(fs.Args()); mode == "solve" || mode == "debug" {
		return mergeTyped(mode, fs.Args(), bench.MergeOptions{Config: *config, Mixed: *mixed}, *out, *format, *summaryJSON)
	}
	var journals [][]bench.Record
	for _, p := range fs.Args() {
		recs, err := bench.ReadRecords(p)
		if err != nil {
			return fail(err)
		}
		journals = append(journals, recs)
	}
	m, err := bench.Merge(journals, bench.MergeOptions{Config: *config, Mixed: *mixed})
	if err != nil {
		return fail(err)
	}
	if *out != "" {
		if err := writeRecords(*out, m.Records); err != nil {
			return fail(err)
		}
	}
	sum := m.Summary(fs.Args())
	if ref != nil {
		sum.Compare = bench.Compare(m.Records, ref)
	}
	if err := writeSummary(&sum, m.Records, *format, *summaryJSON); err != nil {
		return fail(err)
	}
	return 0
}

// writeRecords writes recs as a fresh JSONL file, replacing it whole so a
// failed write never leaves half a journal under the name.
func writeRecords(path string, recs []bench.Record) error {
	tmp := path + ".tmp"
	f, err := os.Create(tmp)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, r := range recs {
		if err := enc.Encode(r); err != nil {
			f.Close()
			return err
		}
	}
	if err := w.Flush(); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// journalMode is the mode the journals' records were written in (from the
// configuration each line carries), or "".
func journalMode(paths []string) string {
	for _, p := range paths {
		keys, _ := bench.ReadKeyed(p)
		for _, k := range keys {
			if k.Config != nil {
				return k.Config.Mode
			}
		}
	}
	return ""
}

// mergeTyped merges the journals of bench --mode solve or debug, whose
// records are their engines' own, and prints their engine's summary.
func mergeTyped(mode string, paths []string, opt bench.MergeOptions, out, format, summaryJSON string) int {
	fail := func(err error) int { fmt.Fprintln(os.Stderr, "unstuck:", err); return 2 }
	var sum any
	var text string
	var lines [][]byte
	switch mode {
	case "solve":
		recs, l, _, err := bench.MergeTyped[solve.Record](paths, opt)
		if err != nil {
			return fail(err)
		}
		s := solve.Summarize(recs)
		var b strings.Builder
		solve.WriteSummary(&b, s)
		sum, text, lines = s, b.String(), l
	default:
		recs, l, _, err := bench.MergeTyped[*debug.Record](paths, opt)
		if err != nil {
			return fail(err)
		}
		s := debug.Summarize(recs)
		sum, text, lines = s, s.Text(), l
	}
	if out != "" {
		var b []byte
		for _, l := range lines {
			b = append(append(b, l...), '\n')
		}
		if err := os.WriteFile(out+".tmp", b, 0o644); err != nil {
			return fail(err)
		}
		if err := os.Rename(out+".tmp", out); err != nil {
			return fail(err)
		}
	}
	js, _ := json.MarshalIndent(sum, "", "  ")
	if format == "json" {
		fmt.Println(string(js))
	} else {
		fmt.Print(text)
	}
	if summaryJSON != "" {
		if err := os.WriteFile(summaryJSON, append(js, '\n'), 0o644); err != nil {
			return fail(err)
		}
	}
	return 0
}

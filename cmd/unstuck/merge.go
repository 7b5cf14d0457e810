// The merge command's driver: shard journals in, one journal and one
// summary out (internal/bench does the merging).
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"unstuck/internal/bench"
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

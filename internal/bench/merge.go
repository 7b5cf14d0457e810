// Combining shard journals: the records several machines (or processes)
// wrote for their shards of one batch become one journal and one summary,
// as if one process had run them all.
package bench

import (
	"fmt"
	"sort"
	"strings"

	"unstuck/internal/execute"
)

// MergeOptions choose which records a merge keeps.
type MergeOptions struct {
	Config string // keep only records of this configuration hash ("": all)
	Mixed  bool   // allow the kept records to be of several configurations
}

// Merged is the result of a merge: one record per item.
type Merged struct {
	Records []Record // sorted by file
	Hash    string   // the configuration of every record; "" when mixed
	Config  *Config
	Configs []Count // configuration hash -> items, when more than one
}

// Merge keeps, for each item, its newest record (journals in the order
// given, lines in file order) and refuses records of different
// configurations unless opt.Mixed: summing them would mix two experiments.
func Merge(journals [][]Record, opt MergeOptions) (*Merged, error) {
	latest := map[string]Record{}
	for _, recs := range journals {
		for _, r := range recs {
			if opt.Config == "" || r.ConfigHash == opt.Config {
				latest[r.File] = r
			}
		}
	}
	m := &Merged{}
	byHash := map[string]int{}
	cfgs := map[string]*Config{}
	for _, r := range latest {
		m.Records = append(m.Records, r)
		byHash[r.ConfigHash]++
		cfgs[r.ConfigHash] = r.Config
	}
	sort.Slice(m.Records, func(i, j int) bool { return m.Records[i].File < m.Records[j].File })
	if len(m.Records) == 0 {
		if opt.Config != "" {
			return nil, fmt.Errorf("no records of configuration %s", opt.Config)
		}
		return nil, fmt.Errorf("no records")
	}
	if len(byHash) == 1 {
		m.Hash = m.Records[0].ConfigHash
		m.Config = cfgs[m.Hash]
		return m, nil
	}
	m.Configs = topCounts(byHash, len(byHash))
	if opt.Mixed {
		return m, nil
	}
	// Name each configuration by what sets it apart from the most common.
	base := m.Configs[0].Name
	var parts []string
	for _, c := range m.Configs {
		h, what := c.Name, ""
		switch {
		case h == "":
			h, what = "(none)", "older unstuck, no configuration"
		case h == base:
			what = "the most common"
		case cfgs[base] == nil || cfgs[h] == nil:
			what = "no configuration recorded"
		default:
			what = strings.Join(cfgs[h].Diff(*cfgs[base]), ", ")
		}
		parts = append(parts, fmt.Sprintf("%s: %d items (%s)", h, c.Count, what))
	}
	return nil, fmt.Errorf("the journals hold records of %d configurations: %s; keep one with --config HASH, or merge them anyway with --mixed",
		len(m.Configs), strings.Join(parts, "; "))
}

// Summary sums the merged records up. Only the figures that depend on the
// records are known; wall time and workers belong to the shards' own runs.
func (m *Merged) Summary(sources []string) Summary {
	s := Summarize(m.Records)
	s.Items, s.Recorded = len(m.Records), len(m.Records)
	s.Shard, s.MergedFrom = "merged", sources
	s.ConfigHash, s.Config = m.Hash, m.Config
	s.Packages = []string{}
	if c := m.Config; c != nil {
		s.Mode = c.Mode
		s.Interpreter = execute.Interpreter{Command: c.Interpreter, Executable: c.Interpreter, Version: c.PyVersion}
		s.Isolation = c.Isolation
	} else {
		modes := map[string]int{}
		for _, r := range m.Records {
			modes[r.Mode]++
		}
		if len(modes) == 1 {
			s.Mode = m.Records[0].Mode
		} else {
			s.Mode = "mixed"
		}
	}
	return s
}

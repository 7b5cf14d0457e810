// Item discovery and sharding: turning the command line's directories, .py
// files and file lists into one sorted list of paths, then cutting it into
// shards so that several machines (or processes) can share a benchmark.
package bench

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// Discover expands arguments into item paths: a directory contributes every
// .py file under it, a .py file itself, and any other file is a list of
// paths, one a line. Paths stay as the user wrote them (relative stays
// relative) because they name the items in the output and in comparisons.
// The result is sorted and free of duplicates, so that shards and resumes
// see the same order on every run.
func Discover(args []string) ([]string, error) {
	seen := map[string]bool{}
	var items []string
	add := func(p string) {
		p = filepath.Clean(p)
		if !seen[p] {
			seen[p] = true
			items = append(items, p)
		}
	}
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		switch {
		case st.IsDir():
			if err := walkPy(a, add); err != nil {
				return nil, err
			}
		case strings.HasSuffix(a, ".py"):
			add(a)
		default:
			if err := readList(a, add); err != nil {
				return nil, err
			}
		}
	}
	sort.Strings(items)
	return items, nil
}

func walkPy(dir string, add func(string)) error {
	// A trailing separator makes WalkDir follow a root that is a symlink
	// to a directory, as the user surely meant; links below are not
	// followed, so a link cycle cannot trap the walk.
	if !strings.HasSuffix(dir, string(filepath.Separator)) {
		dir += string(filepath.Separator)
	}
	return filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != dir && IsOutputDir(p) {
			return fs.SkipDir // what unstuck wrote is not an item of the next bench
		}
		if !d.IsDir() && strings.HasSuffix(p, ".py") {
			add(p)
		}
		return nil
	})
}

// readList reads a file list. Entries are resolved against the list's own
// directory, so a list can be moved along with the files it names; an entry
// that is a directory is walked like a directory argument.
func readList(list string, add func(string)) error {
	f, err := os.Open(list)
	if err != nil {
		return err
	}
	defer f.Close()
	base := filepath.Dir(list)
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	n := 0
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		p := line
		if !filepath.IsAbs(p) {
			p = filepath.Join(base, p)
		}
		st, err := os.Stat(p)
		if err != nil {
			return fmt.Errorf("%s:%d: %w", list, n, err)
		}
		if st.IsDir() {
			if err := walkPy(p, add); err != nil {
				return err
			}
			continue
		}
		add(p)
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("%s: %w", list, err)
	}
	return nil
}

// Shard is one part of a sharded run: Index of Count, Index 1-based.
type Shard struct {
	Index, Count int
}

// ParseShard reads "i/n" with 1 <= i <= n, or "auto": the shard a
// scheduler gave this process (see AutoShard), read from the environment.
func ParseShard(s string) (Shard, error) {
	if s == "auto" {
		return AutoShard(os.Getenv)
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(strings.TrimSpace(a))
	n, err2 := strconv.Atoi(strings.TrimSpace(b))
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 1 || i > n {
		return Shard{}, fmt.Errorf("bad shard %q: want i/n with 1 <= i <= n", s)
	}
	return Shard{Index: i, Count: n}, nil
}

func (s Shard) String() string {
	if s.Count == 0 {
		return "1/1"
	}
	return fmt.Sprintf("%d/%d", s.Index, s.Count)
}

// Select keeps the items of the shard: item k (0-based, in sorted order)
// belongs to shard (k mod n)+1. Striding rather than cutting blocks spreads
// slow directories over all shards.
func (s Shard) Select(items []string) []string {
	if s.Count <= 1 {
		return items
	}
	var out []string
	for k, it := range items {
		if k%s.Count+1 == s.Index {
			out = append(out, it)
		}
	}
	return out
}

// AutoShard takes the shard from a scheduler's environment: a Kubernetes
// Indexed Job (JOB_COMPLETION_INDEX, 0-based, which Kubernetes sets, and
// JOB_COMPLETIONS, which the manifest must set to .spec.completions) or a
// Slurm job array (SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, and
// SLURM_ARRAY_TASK_MIN and _STEP because an array may start at 0 or 1 or
// step by more than 1; the array must be a plain range such as 0-7 or 1-8).
func AutoShard(getenv func(string) string) (Shard, error) {
	num := func(k string) (int, bool, error) {
		v := strings.TrimSpace(getenv(k))
		if v == "" {
			return 0, false, nil
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			return 0, true, fmt.Errorf("--shard auto: %s=%q is not a number", k, v)
		}
		return n, true, nil
	}
	check := func(idx, count int, how string) (Shard, error) {
		if count < 1 || idx < 0 || idx >= count {
			return Shard{}, fmt.Errorf("--shard auto: %s gives shard index %d of %d, outside 0..%d", how, idx, count, count-1)
		}
		return Shard{Index: idx + 1, Count: count}, nil
	}
	if idx, ok, err := num("JOB_COMPLETION_INDEX"); ok || err != nil {
		if err != nil {
			return Shard{}, err
		}
		count, ok, err := num("JOB_COMPLETIONS")
		if err != nil {
			return Shard{}, err
		}
		if !ok {
			return Shard{}, fmt.Errorf("--shard auto: JOB_COMPLETION_INDEX is set but JOB_COMPLETIONS is not; set it in the Job's container env to .spec.completions")
		}
		return check(idx, count, "JOB_COMPLETION_INDEX/JOB_COMPLETIONS")
	}
	if id, ok, err := num("SLURM_ARRAY_TASK_ID"); ok || err != nil {
		if err != nil {
			return Shard{}, err
		}
		count, ok, err := num("SLURM_ARRAY_TASK_COUNT")
		if err != nil {
			return Shard{}, err
		}
		if !ok {
			return Shard{}, fmt.Errorf("--shard auto: SLURM_ARRAY_TASK_ID is set but SLURM_ARRAY_TASK_COUNT is not")
		}
		lo, _, err := num("SLURM_ARRAY_TASK_MIN")
		if err != nil {
			return Shard{}, err
		}
		step, ok, err := num("SLURM_ARRAY_TASK_STEP")
		if err != nil {
			return Shard{}, err
		}
		if !ok || step < 1 {
			step = 1
		}
		if (id-lo)%step != 0 {
			return Shard{}, fmt.Errorf("--shard auto: SLURM_ARRAY_TASK_ID %d is not on the array's range (min %d, step %d)", id, lo, step)
		}
		return check((id-lo)/step, count, "SLURM_ARRAY_TASK_ID/SLURM_ARRAY_TASK_COUNT")
	}
	return Shard{}, fmt.Errorf("--shard auto: no scheduler found: set JOB_COMPLETION_INDEX and JOB_COMPLETIONS (Kubernetes Indexed Job) or SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT (Slurm job array), or give --shard i/n")
}

// OutputMarker is the file unstuck leaves in every directory it writes
// (explore's and bench's --out, prefix files), so that a later bench over
// the same tree skips them.
const OutputMarker = ".unstuck-output"

// IsOutputDir reports whether dir holds unstuck's own output: it carries
// the marker, or it is an explore directory of an older version
// (NAME.explore/ with a tree.json).
func IsOutputDir(dir string) bool {
	if _, err := os.Stat(filepath.Join(dir, OutputMarker)); err == nil {
		return true
	}
	if strings.HasSuffix(dir, ".explore") {
		if _, err := os.Stat(filepath.Join(dir, "tree.json")); err == nil {
			return true
		}
	}
	return false
}

// OutputDir makes dir (and its parents) and marks it as unstuck's output.
func OutputDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	m := filepath.Join(dir, OutputMarker)
	if _, err := os.Stat(m); err == nil {
		return nil
	}
	return os.WriteFile(m, []byte("written by unstuck; bench skips this directory\n"), 0o644)
}

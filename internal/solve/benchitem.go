// Phase: solve (batch). One file of the solve benchmark, for the batch
// driver every engine shares (bench.Typed: journal keyed by configuration,
// resume, shards).
package solve

import "context"

// BenchFile solves every function of file and gives its records, one per
// path (a function or file that cannot be solved is one error record).
func BenchFile(ctx context.Context, file string, opt BenchOptions) []Record {
	return benchFile(ctx, file, opt)
}

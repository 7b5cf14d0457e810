package trace

import "unstuck/internal/sandbox"

func sandboxNew(o sandbox.Options) (*sandbox.Sandbox, error) { return sandbox.New(o) }

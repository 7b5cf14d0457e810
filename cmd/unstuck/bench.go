package main

func cmdBench(args []string) int { return 2 }

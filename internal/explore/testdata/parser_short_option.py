(opts, rest) = parser.parse_args(["-c7", "file.txt"])
print(opts.count, rest)

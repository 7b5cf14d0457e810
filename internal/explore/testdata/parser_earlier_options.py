args = parser.parse_args()
print(args.filename, args.count, args.dry_run)

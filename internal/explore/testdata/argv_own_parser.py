import argparse
parser = argparse.ArgumentParser()
parser.add_argument("base", type=int)
parser.add_argument("name", choices=["alpha", "beta"])
parser.add_argument("-q", "--quiet", action="count", default=0)
group = parser.add_mutually_exclusive_group()
group.add_argument("--up", action="store_true")
group.add_argument("--down", action="store_true")
args = parser.parse_args()
total = args.base * 2
if args.quiet >= 2:
    print(total)
elif args.quiet >= 1:
    print(args.name, total)
else:
    print("base", args.base, "name", args.name, "total", total)
if args.up:
    print("up")
if args.down:
    print("down")

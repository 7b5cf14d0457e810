import configparser

parser = configparser.ConfigParser()
parser.read("settings.ini")
port = parser.getint("server", "port")
debug = parser["server"].getboolean("debug")
name = parser["app"]["name"]
if parser.has_section("cache"):
    size = len(parser.items("cache"))
print(port + 1, debug, name.upper())
limits = parser["limits"]
print(limits["retries"], limits.getint("timeout") * 2)

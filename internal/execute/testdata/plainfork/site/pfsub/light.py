import pfsub

pfsub.state.append("light")

import pfsub
pfsub.state.append("mod")

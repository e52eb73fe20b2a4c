"""games/bond"""

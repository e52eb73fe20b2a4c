"""games/periodyx"""

"""elements"""

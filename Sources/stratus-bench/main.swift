print("stratus-bench: coming")

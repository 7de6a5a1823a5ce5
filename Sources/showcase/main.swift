print("showcase")

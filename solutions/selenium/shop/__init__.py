# Practice Shop: the reference Selenium suite of page 73's test cases (a package, for its imports).

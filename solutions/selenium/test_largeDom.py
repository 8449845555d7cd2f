# Large DOM: locate elements by id (escaping dots in CSS) and cells by their header's position.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_the_deepest_div_and_the_last_sibling_of_level_50(driver, base_url):
    driver.get(f"{base_url}/largeDom")
    wait = WebDriverWait(driver, 5)
    innermost = wait.until(EC.presence_of_element_located((By.ID, "no-siblings")))
    assert innermost.text == "No siblings"
    # In CSS a dot means "class": escape it (By.ID would not need it).
    assert driver.find_element(By.CSS_SELECTOR, "#sibling-50\\.3").text == "50.3"


def test_the_cell_in_row_37_under_header_42(driver, base_url):
    driver.get(f"{base_url}/largeDom")
    # The rows arrive a few at a time: wait for the table's last cell before reading it.
    WebDriverWait(driver, 10).until(EC.presence_of_element_located((By.ID, "cell-50-50")))
    # The header's position among its siblings gives the column to read in row 37.
    headers = driver.find_elements(By.CSS_SELECTOR, "#large-table thead th")
    column = [th.text for th in headers].index("42") + 1
    cell = driver.find_element(By.CSS_SELECTOR, f"#row-37 td:nth-child({column})")
    assert cell.text == "37.42"

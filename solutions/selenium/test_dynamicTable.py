# Dynamic table: rows come in a new order on each load, so find a row by its content, not its index.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

REAL_NAMES = {
    "Superman": "Clark Kent",
    "Spider-Man": "Peter Parker",
    "The Flash": "Barry Allen",
}
FIRST_COLUMN = (By.CSS_SELECTOR, "tbody tr td:first-child")


def test_finds_each_hero_row_by_the_hero_name(driver, base_url):
    driver.get(f"{base_url}/dynamicTable")
    rows = WebDriverWait(driver, 5).until(
        EC.presence_of_all_elements_located((By.CSS_SELECTOR, "tbody tr"))
    )
    assert len(rows) == 8

    for hero, real_name in REAL_NAMES.items():
        # The cell right after the cell that holds exactly the hero's name.
        cell = driver.find_element(
            By.XPATH, f"//tbody/tr/td[1][normalize-space()='{hero}']/following-sibling::td[1]"
        )
        assert cell.text == real_name


def test_the_same_seed_gives_the_same_order(driver, base_url):
    # ?seed= fixes the shuffle, for a test that needs to know the order.
    wait = WebDriverWait(driver, 5)
    driver.get(f"{base_url}/dynamicTable?seed=42")
    order = [cell.text for cell in wait.until(EC.presence_of_all_elements_located(FIRST_COLUMN))]
    driver.refresh()
    wait.until(lambda d: [cell.text for cell in d.find_elements(*FIRST_COLUMN)] == order)

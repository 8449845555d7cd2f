# Sortable table: click header buttons, read aria-sort, then search and page through rows.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

TABLE = (By.XPATH, "//table[caption[normalize-space()='Employees']]")
SALARY_HEADER = (By.XPATH, "//th[.//button[starts-with(normalize-space(), 'Salary')]]")
SALARY_BUTTON = (By.XPATH, "//th//button[starts-with(normalize-space(), 'Salary')]")
FIRST_ROW_CELLS = (By.CSS_SELECTOR, "tbody tr:first-child td")
BODY_ROWS = (By.CSS_SELECTOR, "tbody tr")
SEARCH = (By.XPATH, "//input[@id=//label[normalize-space()='Search']/@for]")
INFO = (By.XPATH, "//*[@role='status'][starts-with(normalize-space(), 'Showing')]")


def test_salary_sorted_descending_puts_farah_haddad_first(driver, base_url):
    driver.get(f"{base_url}/sortableTable")
    wait = WebDriverWait(driver, 5)
    table = wait.until(EC.visibility_of_element_located(TABLE))

    # Two clicks: ascending first, then descending. aria-sort says which one is applied.
    for direction in ("ascending", "descending"):
        table.find_element(*SALARY_BUTTON).click()
        wait.until(
            EC.text_to_be_present_in_element_attribute(SALARY_HEADER, "aria-sort", direction)
        )

    cells = [cell.text for cell in table.find_elements(*FIRST_ROW_CELLS)]
    assert cells[0] == "Farah Haddad"
    assert cells[-1] == "$102,700"


def test_searching_sales_leaves_6_rows(driver, base_url):
    driver.get(f"{base_url}/sortableTable")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.visibility_of_element_located(SEARCH)).send_keys("sales")

    # The table filters while typing: wait for the info line rather than a fixed time.
    expected = "Showing 1 to 6 of 6 rows (filtered from 30 rows)"
    wait.until(EC.text_to_be_present_in_element(INFO, expected))
    assert len(driver.find_elements(*BODY_ROWS)) == 6

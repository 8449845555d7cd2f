# Div table: read a table built from <div>s with CSS and XPath on its ARIA roles.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def test_reads_the_div_table_by_rows_and_cells(driver, base_url):
    driver.get(f"{base_url}/divTable")
    # No <table> element: the role attributes mark the rows and cells.
    table = WebDriverWait(driver, 5).until(
        EC.visibility_of_element_located(
            (By.CSS_SELECTOR, "[role='table'][aria-label='Div table']")
        )
    )
    headers = table.find_elements(By.CSS_SELECTOR, "[role='columnheader']")
    assert [header.text for header in headers] == ["head1", "head2", "head3"]

    rows = table.find_elements(By.CSS_SELECTOR, "[role='row']")
    assert len(rows) == 4
    cells = rows[2].find_elements(By.CSS_SELECTOR, "[role='cell']")
    assert [cell.text for cell in cells] == ["QWE", "RTY", "UIO"]

    # The cell under head2 in the row that starts with MNB.
    cell = table.find_element(
        By.XPATH, ".//div[@role='row'][div[@role='cell'][1][.='MNB']]/div[@role='cell'][2]"
    )
    assert cell.text == "VCX"

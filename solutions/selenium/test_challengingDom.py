# Challenging DOM: locate by table structure and accessible names when ids and labels are random.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

STATUS = (By.CSS_SELECTOR, "[role='status']")
CANVAS = (By.CSS_SELECTOR, "canvas[role='img']")


def test_delete_in_the_row_whose_gamma_cell_is_gamma4(driver, base_url):
    driver.get(f"{base_url}/challengingDom")
    # Gamma is the third column: find the row by that cell, then its "delete" link.
    link = WebDriverWait(driver, 10).until(
        EC.element_to_be_clickable(
            (By.XPATH, "//tr[td[3][normalize-space()='Gamma4']]//a[normalize-space()='delete']")
        )
    )
    link.click()
    WebDriverWait(driver, 5).until(
        EC.text_to_be_present_in_element(STATUS, "You clicked delete in row Alpha4.")
    )


def test_the_canvas_answer_changes_after_a_button_click(driver, base_url):
    driver.get(f"{base_url}/challengingDom")
    canvas = WebDriverWait(driver, 10).until(EC.visibility_of_element_located(CANVAS))
    # The canvas is pixels only; its aria-label carries the same text.
    before = canvas.get_attribute("aria-label")
    assert before.startswith("Answer: ")
    # Ids and labels are random: the red button is found by its colour class.
    red = driver.find_element(By.CSS_SELECTOR, "button.btn-danger")
    label = red.text
    red.click()
    WebDriverWait(driver, 5).until(
        EC.text_to_be_present_in_element(STATUS, f"{label} button clicked.")
    )
    WebDriverWait(driver, 5).until(
        lambda d: d.find_element(*CANVAS).get_attribute("aria-label") != before
    )
